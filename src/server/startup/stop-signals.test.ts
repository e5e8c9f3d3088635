import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs, type CapturedLogs } from '@/server/observability/logger';
import { stopOnSignals } from './stop-signals';

let logs: CapturedLogs | undefined;
afterEach(() => logs?.restore());

function stopped(stop: () => Promise<void>) {
  logs = captureLogs('info');
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) =>
    stopOnSignals('worker', 1000, stop, { signals, exit: resolve }),
  );
  return { signals, exited };
}

describe('stopping on SIGTERM', () => {
  it('logs its lifecycle as JSON lines and exits 0 once stopped, however many signals come', async () => {
    const stop = vi.fn(async () => {});
    const { signals, exited } = stopped(stop);
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(0);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(logs!.lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        component: 'lifecycle',
        signal: 'SIGTERM',
        grace_ms: 1000,
        msg: 'worker: SIGTERM received, stopping',
      }),
      expect.objectContaining({ level: 'info', msg: 'worker: stopped' }),
    ]);
  });

  it('exits 1 with the error in the line when stopping fails', async () => {
    const { signals, exited } = stopped(() => Promise.reject(new Error('pool would not close')));
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
    expect(logs!.lines()[1]).toMatchObject({
      level: 'error',
      msg: 'worker: stopping failed',
      err: { message: 'pool would not close' },
    });
  });
});
