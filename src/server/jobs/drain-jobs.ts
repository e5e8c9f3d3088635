import { setTimeout as delay } from 'node:timers/promises';
import { reportError } from '@/server/monitoring/report-error';
import { heldJobsOf, type HeldJob } from './held-jobs';
import type { JobRuntime } from './job-runtime';
import { QUEUES } from './queues';

export interface DrainJobsResult {
  /** Jobs still running when the grace period ended, put back in their queue. */
  handedBack: HeldJob[];
}

function byQueue(jobs: HeldJob[]): Map<string, HeldJob[]> {
  const grouped = new Map<string, HeldJob[]>();
  for (const job of jobs) grouped.set(job.queue, [...(grouped.get(job.queue) ?? []), job]);
  return grouped;
}

/**
 * Stops a job runtime whose process is going away. It fetches no more jobs at once, lets the
 * jobs it holds finish for up to `graceMs`, and then hands back those still running: cancelled
 * (this attempt only), so a late finish here changes nothing and pg-boss's stop, which fails what
 * a worker still holds as active, finds nothing to fail; then, once pg-boss has stopped, resumed,
 * so another worker takes them at once, without waiting for an expiry or a retry delay and
 * without spending one of the job's retries. Each step waits for the one before, so nothing here
 * depends on pg-boss's timing. Every job is idempotent, so one cut off halfway runs again safely.
 * The caller exits the process right after (the handed-back handlers, told through their job's
 * abort signal, are still running here until then).
 */
export async function drainJobs(runtime: JobRuntime, graceMs: number): Promise<DrainJobsResult> {
  const { boss } = runtime;
  const held = heldJobsOf(boss);
  // Stops this process's polling (no database read); each queue's workers at once.
  // eslint-disable-next-line no-restricted-syntax
  await Promise.all(Object.values(QUEUES).map((name) => boss.offWork(name, { wait: false })));
  const grace = new AbortController();
  await Promise.race([
    held.idle(),
    delay(graceMs, undefined, { signal: grace.signal }).catch(() => {}),
  ]);
  grace.abort();
  let handedBack = held.list();
  try {
    for (const [queue, jobs] of byQueue(handedBack))
      await boss.cancel(
        queue,
        jobs.map(({ id, retryCount }) => ({ id, retryCount })),
      );
  } catch (error) {
    // Not handed back: pg-boss's stop fails them instead, and they are retried after their delay.
    handedBack = [];
    reportError(error, { where: 'hand back jobs' });
  }
  await boss.stop({ graceful: false });
  for (const [queue, jobs] of byQueue(handedBack)) {
    try {
      await boss.resume(
        queue,
        jobs.map((job) => job.id),
      );
    } catch (error) {
      // A singleton queue that already has the same job waiting refuses a second one: that
      // waiting job does the work.
      reportError(error, { where: `hand back ${queue} jobs` });
    }
  }
  return { handedBack };
}
