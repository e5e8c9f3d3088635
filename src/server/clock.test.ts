import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv, resetServerEnvForTests } from '@/env/server';
import { shopToday } from '@/domain/delivery-schedule';
import { clockNow, clockNowMs, onMachineTime, setClockForTests } from './clock';

const DAY = Date.UTC(2028, 1, 29, 15);

afterEach(() => {
  setClockForTests(null);
  resetServerEnvForTests();
});

describe('the server clock', () => {
  it('starts at the day a test sets, 10:00 in the shop, and runs on from there', () => {
    setClockForTests('2028-02-29');
    const first = clockNowMs();
    expect(first).toBeGreaterThanOrEqual(DAY);
    expect(first - DAY).toBeLessThan(60_000);
    expect(shopToday(clockNow())).toBe('2028-02-29');
    const later = clockNowMs();
    expect(later).toBeGreaterThanOrEqual(first);
    // A new Date each time: a caller may change the one it got.
    expect(clockNow()).not.toBe(clockNow());
  });

  it('takes an ISO instant, and refuses what is not one', () => {
    setClockForTests('2026-12-24T04:30:00Z');
    // 23:30 on the 23rd in the shop's zone: the shop's day, not UTC's.
    expect(shopToday(clockNow())).toBe('2026-12-23');
    expect(() => setClockForTests('next Friday')).toThrow(/Not an instant/);
  });

  it('gives pg-boss the machine instant as far from now as the set clock’s', () => {
    setClockForTests('2099-01-01');
    const inFiveMinutes = new Date(clockNowMs() + 5 * 60_000);
    const machine = onMachineTime(inFiveMinutes);
    // The machine is not in 2099; the distance from now is kept (give or take the run's pace).
    expect(machine.getUTCFullYear()).toBeLessThan(2099);
    const distance = machine.getTime() - onMachineTime(clockNow()).getTime();
    expect(Math.abs(distance - 5 * 60_000)).toBeLessThan(1_000);
    setClockForTests(null);
    // Unset, the clock is the machine's: the same instant (two reads of it, a moment apart).
    expect(Math.abs(onMachineTime(inFiveMinutes).getTime() - inFiveMinutes.getTime())).toBeLessThan(
      1_000,
    );
  });

  it('refuses to move outside APP_ENV=test', () => {
    const before = process.env.APP_ENV;
    process.env.APP_ENV = 'local';
    resetServerEnvForTests();
    try {
      expect(() => setClockForTests('2027-11-24')).toThrow(/APP_ENV=test/);
    } finally {
      process.env.APP_ENV = before;
      resetServerEnvForTests();
    }
  });
});

describe('SHOP_CLOCK_AT', () => {
  it('is an instant with its zone, taken only under APP_ENV=test', () => {
    expect(parseServerEnv({}).clockStartsAt).toBeNull();
    expect(
      parseServerEnv({ APP_ENV: 'test', SHOP_CLOCK_AT: '2027-11-24T15:00:00Z' }).clockStartsAt,
    ).toBe(Date.UTC(2027, 10, 24, 15));
    expect(() =>
      parseServerEnv({ APP_ENV: 'local', SHOP_CLOCK_AT: '2027-11-24T15:00:00Z' }),
    ).toThrow(/only allowed with APP_ENV=test/);
    for (const bad of ['2027-11-24', '2027-11-24T15:00:00', 'tomorrow'])
      expect(() => parseServerEnv({ APP_ENV: 'test', SHOP_CLOCK_AT: bad }), bad).toThrow(
        /SHOP_CLOCK_AT must be an ISO instant/,
      );
  });
});
