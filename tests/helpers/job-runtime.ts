import { afterEach } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import {
  JOB_SCHEMA,
  startJobs,
  type JobRuntime,
  type JobRuntimeOptions,
} from '@/server/jobs/job-runtime';
import { setProcessJobs } from '@/server/jobs/process-jobs';

/** Polls `check` until it returns a truthy value (the worker runs on its own clock, not the test's). */
export async function eventually<T>(
  check: () => Promise<T>,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error('Timed out waiting for the worker');
    // A poll with a deadline (above), not a sleep: the worker runs on its own schedule.
    // eslint-disable-next-line shop/no-fixed-waits
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Job runtimes for a test, stopped after each test. Workers poll fast and retry after a second
 * so the tests wait for the queue, never for the clock.
 */
export function useJobRuntimes(handle: () => DatabaseHandle) {
  const started: JobRuntime[] = [];
  afterEach(async () => {
    setProcessJobs(undefined);
    await Promise.all(started.splice(0).map((runtime) => runtime.stop()));
  });
  return async (options: Partial<JobRuntimeOptions> = {}) => {
    const runtime = await startJobs({
      handle: handle(),
      work: true,
      pollingIntervalSeconds: 0.5,
      ...options,
      queueOverrides: {
        'email-delivery': { retryDelay: 1, retryBackoff: false },
        ...options.queueOverrides,
      },
    });
    started.push(runtime);
    return runtime;
  };
}

/** Jobs of `queue` not yet finished (queued, waiting to retry or running), read from pg-boss's table. */
export async function unfinishedJobs(runtime: JobRuntime, queue: string): Promise<number> {
  const { rows } = await runtime.boss
    .getDb()
    .executeSql(
      `select count(*)::int as count from ${JOB_SCHEMA}.job where name = $1 and state < 'completed'`,
      [queue],
    );
  return Number((rows[0] as { count: number }).count);
}
