import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv, resetServerEnvForTests } from '@/env';
import { shopToday } from '@/domain/delivery-schedule';
import { clockNow, clockNowMs, setClockForTests } from './clock';

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
