import type { RequestListener } from 'node:http';
import { closeDb } from '@/server/db/client';
import { drainJobs } from '@/server/jobs/drain-jobs';
import { processJobs } from '@/server/jobs/process-jobs';
import { logger } from '@/server/observability/logger';
import { setDraining, setWarming } from './draining';
import {
  createGracefulServer,
  type GracefulServer,
  type GracefulServerOptions,
} from './graceful-server';
import { CLOSE_MARGIN_MS, settleWithin, stopOnSignals, type StopOptions } from './stop-signals';

export interface WebProcessOptions extends GracefulServerOptions {
  listener: RequestListener;
  port: number;
  hostname: string;
  /** Closes what the process opened once requests and jobs are done (the shop's database). */
  close?: () => Promise<void>;
  /**
   * Loads what the first customers would otherwise wait for (pages, the pool), before the port
   * opens: a balancer's connection to a port that is not open yet fails at once and goes to
   * another instance (nginx's passive check), while a cold instance would take every request
   * and answer it late.
   */
  warmUp?: () => Promise<void>;
  /** For tests: where the stop signals come from. */
  stop?: StopOptions;
}

/**
 * Serves `listener` until SIGTERM or SIGINT; then readiness turns 503, the server stops
 * accepting connections and finishes the requests in flight, the in-process job runtime (if
 * this process runs one) finishes or hands back its jobs, both within the grace period; the
 * database is closed and the process exits 0.
 */
export async function startWebProcess(options: WebProcessOptions): Promise<GracefulServer> {
  const web = createGracefulServer(options.listener, options);
  stopOnSignals(
    'web',
    options.graceMs,
    async () => {
      setDraining(true);
      const runtime = processJobs();
      // eslint-disable-next-line no-restricted-syntax -- draining the server and the jobs, not database reads
      const [{ cutOff }, jobs] = await Promise.all([
        web.drain(),
        runtime ? drainJobs(runtime, options.graceMs) : undefined,
      ]);
      if (cutOff)
        logger().error(
          { component: 'lifecycle', cut_off: cutOff },
          'web: requests cut off at the end of the grace period',
        );
      if (jobs?.handedBack.length)
        logger().info(
          { component: 'lifecycle', handed_back: jobs.handedBack.length },
          'web: jobs handed back',
        );
      await settleWithin((options.close ?? closeDb)(), CLOSE_MARGIN_MS);
    },
    options.stop,
  );
  if (options.warmUp) {
    setWarming(true);
    try {
      await options.warmUp();
    } finally {
      setWarming(false);
    }
  }
  await web.listen(options.port, options.hostname);
  return web;
}
