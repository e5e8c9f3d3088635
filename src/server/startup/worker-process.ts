import { closeDb } from '@/server/db/client';
import { drainJobs } from '@/server/jobs/drain-jobs';
import type { JobRuntime } from '@/server/jobs/job-runtime';
import { logger } from '@/server/observability/logger';
import { setDraining } from './draining';
import { CLOSE_MARGIN_MS, settleWithin, stopOnSignals } from './stop-signals';

export interface WorkerProcessOptions {
  graceMs: number;
  /** Closes the database the runtime works on (the shop's own by default). */
  close?: () => Promise<void>;
}

/**
 * What a worker process does on SIGTERM or SIGINT: it fetches no more jobs, finishes those it
 * holds within the grace period and hands back the rest (see drainJobs), closes the database
 * and exits 0. `runtime` may still be starting when the signal comes.
 */
export function stopWorkerOnSignals(
  runtime: Promise<JobRuntime>,
  { graceMs, close = closeDb }: WorkerProcessOptions,
): void {
  stopOnSignals('worker', graceMs, async () => {
    setDraining(true);
    const { handedBack } = await drainJobs(await runtime, graceMs);
    if (handedBack.length) {
      logger().info(
        { component: 'lifecycle', handed_back: handedBack.map(({ queue, id }) => ({ queue, id })) },
        'worker: jobs handed back',
      );
    }
    await settleWithin(close(), CLOSE_MARGIN_MS);
  });
}
