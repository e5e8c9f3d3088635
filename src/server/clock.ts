import { processWide } from '@/server/process-wide';
import { serverEnv } from '@/env/server';

/**
 * The server's one reading of "now": rules and services ask it, never `new Date()`, so a test or
 * the e2e server can decide which day it is. In production it is the machine's time. With
 * APP_ENV=test the clock may start at a set instant (SHOP_CLOCK_AT for a server process,
 * `setClockForTests` inside a test process) and then runs on at the real pace, so expiries,
 * leases and the order of writes still behave while the calendar day stays the one chosen.
 *
 * Durations (latency, deadlines of a wait, lease heartbeats) are measured with
 * `performance.now()`, not with this clock: they must not jump when a test moves the day.
 */

interface Start {
  /** The instant the clock was set to (epoch ms). */
  at: number;
  /** performance.now() when it was set: the clock runs on from there. */
  since: number;
}

/*
 * One start per process: the web entry's bundle (with the journeys' test routes, GET
 * /api/e2e/clock/ among them), Next's route bundles and the instrumentation hook each load this
 * module, and each copy starting the clock when it was first read would put them seconds apart.
 * undefined: SHOP_CLOCK_AT not read yet; null: real time.
 */
const clockState = () =>
  processWide('clock.start', (): { start: Start | null | undefined } => ({ start: undefined }));

function startFromEnv(): Start | null {
  const at = serverEnv().clockStartsAt;
  return at === null ? null : { at, since: performance.now() };
}

/** Now, as epoch milliseconds. */
export function clockNowMs(): number {
  const state = clockState();
  if (state.start === undefined) state.start = startFromEnv();
  const { start } = state;
  if (start) return start.at + (performance.now() - start.since);
  // eslint-disable-next-line shop/no-real-clock -- the one read of the machine's time
  return Date.now();
}

/**
 * An instant on this clock as the machine's time, the same distance from now: for what keeps
 * time itself from the machine or the database (pg-boss's `startAfter`), so "in five minutes"
 * stays five minutes when a test has set the day. The same instant when the clock is not set.
 */
export function onMachineTime(at: Date): Date {
  // eslint-disable-next-line shop/no-real-clock -- the machine's now, to measure from
  return new Date(Date.now() + (at.getTime() - clockNowMs()));
}

/** Now, as a Date (a new object each call: callers may keep it). */
export function clockNow(): Date {
  return new Date(clockNowMs());
}

/**
 * Tests only (APP_ENV=test): the clock starts at `at` and runs on from there; null goes back to
 * SHOP_CLOCK_AT, or to real time without it. A date alone means 10:00 in the shop's zone that day
 * (15:00Z), far from either midnight so a test's run cannot cross into another day.
 */
export function setClockForTests(at: Date | string | null): void {
  if (serverEnv().appEnv !== 'test') throw new Error('setClockForTests needs APP_ENV=test');
  if (at === null) {
    clockState().start = startFromEnv();
    return;
  }
  const instant =
    typeof at === 'string'
      ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T15:00:00Z` : at)
      : at.getTime();
  if (Number.isNaN(instant)) throw new Error(`Not an instant: ${String(at)}`);
  clockState().start = { at: instant, since: performance.now() };
}
