import { logger } from './logger';
import { recordJob } from './metrics';

export interface ObservedJob {
  id: string;
  /** pg-boss's attempt count so far (`retryCount` on a fetched job), when known. */
  retryCount?: number;
}

/**
 * Runs one job and reports it: one log line `{queue, job_id, outcome, duration_ms}` (completed at
 * info, failed at error with the error) and the job counters of the metrics. What `run` returns
 * or throws passes through untouched, so the queue still retries a failed job. The job's data is
 * never logged: it may name a customer or carry a provider's event.
 */
export async function observeJob<T>(
  queue: string,
  job: ObservedJob,
  run: () => Promise<T>,
  options: { now?: () => number } = {},
): Promise<T> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const report = (outcome: 'completed' | 'failed', error?: unknown) => {
    const durationMs = Math.round((now() - started) * 1000) / 1000;
    try {
      recordJob(queue, outcome, durationMs / 1000);
      const fields = {
        queue,
        job_id: job.id,
        outcome,
        duration_ms: durationMs,
        ...(job.retryCount ? { retry_count: job.retryCount } : {}),
      };
      if (error === undefined) logger().info(fields, 'job');
      else logger().error({ ...fields, err: error }, 'job');
    } catch {
      // Reporting must not turn a finished job into a failed one.
    }
  };
  try {
    const result = await run();
    report('completed');
    return result;
  } catch (error) {
    report('failed', error ?? new Error('The job failed without an error.'));
    throw error;
  }
}
