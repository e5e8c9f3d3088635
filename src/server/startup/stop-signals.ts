import { describeError } from '@/server/db/describe-error';

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

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits 0 (1 when it failed). Later signals are
 * ignored: `npm run` passes a terminal's Ctrl-C on, so one Ctrl-C often arrives twice. A stop
 * still running long after the grace period ends the process anyway, with 1.
 */
export function stopOnSignals(name: string, graceMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${name}: ${signal} received, stopping (grace period ${graceMs} ms)`);
    setTimeout(
      () => {
        console.error(`${name}: still stopping after the grace period; exiting`);
        process.exit(1);
      },
      graceMs + 2 * CLOSE_MARGIN_MS,
    ).unref();
    stop().then(
      () => {
        console.info(`${name}: stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`${name}: stopping failed: ${describeError(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
