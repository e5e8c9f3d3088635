import type { UnitJob } from '@/server/jobs/fan-out';
import type { JobDependencies } from '@/server/jobs/job-handlers';

type Handler = (deps: JobDependencies) => (data: never) => Promise<unknown>;

/**
 * A finder job run in the test's own process, then each unit it queued, one after another, as a
 * worker would run them (no queue in between): the units queued and what each came to.
 */
export async function runFannedOut(
  deps: Omit<JobDependencies, 'enqueue'>,
  finder: (deps: JobDependencies) => () => Promise<unknown>,
  unit: Handler,
) {
  const queued: UnitJob[] = [];
  const withQueue: JobDependencies = {
    ...deps,
    enqueue: async (jobs) => void queued.push(...jobs),
  };
  await finder(withQueue)();
  const results: unknown[] = [];
  for (const job of queued) results.push(await unit(withQueue)(job.data as never));
  return { queued, results };
}

/** How many of a notice's units sent their email. */
export const sentCount = (results: unknown[]) =>
  results.filter((result) => (result as { sent?: boolean }).sent).length;
