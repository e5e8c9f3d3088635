import type { RequestListener } from 'node:http';
import { closeDb } from '@/server/db/client';
import { drainJobs } from '@/server/jobs/drain-jobs';
import { processJobs } from '@/server/jobs/process-jobs';
import { logger } from '@/server/observability/logger';
import { setDraining } from './draining';
import {
  createGracefulServer,
  type GracefulServer,
  type GracefulServerOptions,
} from './graceful-server';
import { CLOSE_MARGIN_MS, settleWithin, stopOnSignals } from './stop-signals';

export interface WebProcessOptions extends GracefulServerOptions {
  listener: RequestListener;
  port: number;
  hostname: string;
  /** Closes what the process opened once requests and jobs are done (the shop's database). */
  close?: () => Promise<void>;
}

/**
 * Serves `listener` until SIGTERM or SIGINT; then readiness turns 503, the server stops
 * accepting connections and finishes the requests in flight, the in-process job runtime (if
 * this process runs one) finishes or hands back its jobs, both within the grace period; the
 * database is closed and the process exits 0.
 */
export async function startWebProcess(options: WebProcessOptions): Promise<GracefulServer> {
  const web = createGracefulServer(options.listener, options);
  stopOnSignals('web', options.graceMs, async () => {
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
  });
  await web.listen(options.port, options.hostname);
  return web;
}
