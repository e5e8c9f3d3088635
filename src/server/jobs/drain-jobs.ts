import { reportError } from '@/server/monitoring/report-error';
import { heldJobsOf, type HeldJob } from './held-jobs';
import type { JobRuntime } from './job-runtime';

/**
 * pg-boss fails what a worker still holds when its stop timeout ends (a failure counts as a try
 * and waits out the queue's retry delay). The hand-back must come first: cancelled jobs are left
 * alone by that last step.
 */
const HAND_BACK_LEAD_MS = 1_000;

export interface DrainJobsResult {
  /** Jobs still running when the grace period ended, put back in their queue. */
  handedBack: HeldJob[];
}

function byQueue(jobs: HeldJob[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { queue, id } of jobs) grouped.set(queue, [...(grouped.get(queue) ?? []), id]);
  return grouped;
}

/**
 * Stops a job runtime whose process is going away. It fetches no more jobs at once (pg-boss's
 * graceful stop), lets the jobs it holds finish for up to `graceMs`, and then hands back those
 * still running: cancelled, so a late finish here changes nothing, and resumed, so another worker
 * takes them the moment the process is gone, without waiting for an expiry or a retry delay and
 * without spending one of the job's retries. Every job is idempotent, so one cut off halfway
 * runs again safely. The caller exits the process right after (the handed-back handlers are
 * still running here until then).
 */
export async function drainJobs(runtime: JobRuntime, graceMs: number): Promise<DrainJobsResult> {
  const { boss } = runtime;
  const held = heldJobsOf(boss);
  let handedBack: HeldJob[] = [];
  let cancelling: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    handedBack = held.list();
    cancelling = (async () => {
      for (const [queue, ids] of byQueue(handedBack)) await boss.cancel(queue, ids);
    })().catch((error: unknown) => {
      // Not handed back: pg-boss fails them instead, and they are retried after their delay.
      handedBack = [];
      reportError(error, { where: 'hand back jobs' });
    });
  }, graceMs);
  try {
    await boss.stop({ graceful: true, wait: true, timeout: graceMs + HAND_BACK_LEAD_MS });
  } finally {
    clearTimeout(timer);
  }
  await cancelling;
  for (const [queue, ids] of byQueue(handedBack)) {
    try {
      await boss.resume(queue, ids);
    } catch (error) {
      // A singleton queue that already has the same job waiting refuses a second one: that
      // waiting job does the work.
      reportError(error, { where: `hand back ${queue} jobs` });
    }
  }
  return { handedBack };
}
