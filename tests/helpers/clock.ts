import { afterAll, beforeAll } from 'vitest';
import { generate } from 'otplib';
import { clockNow, setClockForTests } from '@/server/clock';

/**
 * Days the suite is known to find awkward: the renewal and cut-off rules change with the weekday,
 * the month and the year. A file that depends on the calendar picks one (or loops over them).
 */
export const AWKWARD_DAYS = {
  wednesday: '2027-11-17',
  friday: '2027-11-19',
  thanksgivingWeek: '2027-11-24',
  christmasEve: '2026-12-24',
  leapDay: '2028-02-29',
} as const;

/**
 * The server's clock starts at 10:00 in the shop's zone on `day` (or at an ISO instant) for every
 * test in this file, and runs on from there; the file's end gives the clock back. Files whose
 * rows get their timestamps from the database's own clock (created_at defaults compared with a
 * window) run on the database's time instead: see docs/testing.md.
 */
export function atShopDate(day: string): void {
  beforeAll(() => setClockForTests(day));
  afterAll(() => setClockForTests(null));
}

/** The authenticator code for now on the server's clock (otplib alone would read the machine's). */
export const totpNow = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(clockNow().getTime() / 1000) + 30 * stepsAhead });
