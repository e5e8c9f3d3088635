import { flushLogs, logger } from '@/server/observability/logger';

/** Past the grace period, how long closing the database may take before the process goes. */
export const CLOSE_MARGIN_MS = 5_000;

/** Waits for `work` for up to `ms`, whatever its outcome; false when it had not settled by then. */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface StopOptions {
  /** Where the signals come from (the process; tests give an emitter). */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
  /** Ends the process (tests record the code instead). */
  exit?: (code: number) => void;
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits 0 (1 when it failed), its lines written
 * first (the logger buffers them). Later signals are ignored: `npm run` passes a terminal's
 * Ctrl-C on, so one Ctrl-C often arrives twice. A stop still running long after the grace period
 * ends the process anyway, with 1.
 */
export function stopOnSignals(
  name: string,
  graceMs: number,
  stop: () => Promise<void>,
  { signals = process, exit = (code) => process.exit(code) }: StopOptions = {},
): void {
  let stopping = false;
  const exitAfterFlush = (code: number) =>
    void settleWithin(flushLogs(), CLOSE_MARGIN_MS).then(() => exit(code));
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger().info(
      { component: 'lifecycle', signal, grace_ms: graceMs },
      `${name}: ${signal} received, stopping`,
    );
    setTimeout(
      () => {
        logger().error(
          { component: 'lifecycle' },
          `${name}: still stopping after the grace period; exiting`,
        );
        exitAfterFlush(1);
      },
      graceMs + 2 * CLOSE_MARGIN_MS,
    ).unref();
    stop().then(
      () => {
        logger().info({ component: 'lifecycle' }, `${name}: stopped`);
        exitAfterFlush(0);
      },
      (error: unknown) => {
        logger().error({ component: 'lifecycle', err: error }, `${name}: stopping failed`);
        exitAfterFlush(1);
      },
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}
