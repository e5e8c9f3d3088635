/**
 * Per-toast countdowns kept with timers rather than react-toastify's CSS progress animation: that
 * animation is cut to 0.01ms by the global reduced-motion rule, which would close every toast at
 * once for people who asked for less motion. All countdowns pause together while any reason to
 * pause holds (pointer over the toasts, focus inside them, tab hidden), so nobody loses a message
 * they are reading or about to dismiss.
 */
export interface AutoClose {
  start(id: string): void;
  cancel(id: string): void;
  pause(reason: string): void;
  resume(reason: string): void;
}

interface Countdown {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

export function createAutoClose(delayMs: number, onExpire: (id: string) => void): AutoClose {
  const countdowns = new Map<string, Countdown>();
  const pauseReasons = new Set<string>();

  const run = (id: string, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.handle = setTimeout(() => {
      countdowns.delete(id);
      onExpire(id);
    }, countdown.remaining);
  };

  const stop = (countdown: Countdown) => {
    if (countdown.handle === undefined) return;
    clearTimeout(countdown.handle);
    countdown.handle = undefined;
    countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
  };

  return {
    start(id) {
      const countdown: Countdown = { remaining: delayMs, startedAt: 0 };
      countdowns.set(id, countdown);
      if (pauseReasons.size === 0) run(id, countdown);
    },
    cancel(id) {
      const countdown = countdowns.get(id);
      if (countdown) clearTimeout(countdown.handle);
      countdowns.delete(id);
    },
    pause(reason) {
      pauseReasons.add(reason);
      countdowns.forEach(stop);
    },
    resume(reason) {
      if (!pauseReasons.delete(reason) || pauseReasons.size > 0) return;
      countdowns.forEach((countdown, id) => run(id, countdown));
    },
  };
}
