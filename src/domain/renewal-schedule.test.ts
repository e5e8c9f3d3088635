import { describe, expect, it } from 'vitest';
import { lastChangeDay } from './delivery-schedule';
import {
  MAX_CHARGE_ATTEMPTS,
  chargeDay,
  dueThrough,
  nextRetryAt,
  reminderDay,
  remindThrough,
} from './renewal-schedule';

describe('renewal schedule', () => {
  it.each([
    ['2026-12-01', '2026-11-27', '2026-11-24'],
    ['2026-12-05', '2026-12-01', '2026-11-28'],
    ['2027-01-02', '2026-12-29', '2026-12-26'],
  ])('a box arriving %s is charged on %s and announced on %s', (delivery, charge, remind) => {
    expect(chargeDay(delivery)).toBe(charge);
    expect(reminderDay(delivery)).toBe(remind);
  });

  it('charges only once the box can no longer be changed', () => {
    const delivery = '2026-12-01';
    expect(chargeDay(delivery) > lastChangeDay(delivery)).toBe(true);
  });

  it('finds due and reminder windows from today', () => {
    expect(dueThrough('2026-11-27')).toBe('2026-12-01');
    expect(remindThrough('2026-11-24')).toBe('2026-12-01');
    expect(chargeDay(dueThrough('2026-11-27'))).toBe('2026-11-27');
    expect(reminderDay(remindThrough('2026-11-24'))).toBe('2026-11-24');
  });

  it('retries a declined charge after a day, then three days, then gives up', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(nextRetryAt(1, now)?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(nextRetryAt(2, now)?.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(nextRetryAt(MAX_CHARGE_ATTEMPTS, now)).toBeNull();
  });
});
