import { describe, expect, it } from 'vitest';
import {
  earliestDelivery,
  firstDeliveryOptions,
  isDeliveryDay,
  isOfferedFirstDelivery,
  lastChangeDay,
  nextDeliveryAfter,
  parseIsoDate,
  shopToday,
} from './delivery-schedule';

describe('delivery schedule', () => {
  it.each([
    ['2026-11-22', false], // Sunday
    ['2026-11-23', false], // Monday
    ['2026-11-24', true], // Tuesday
    ['2026-11-28', true], // Saturday
    ['2026-02-30', false],
    ['junk', false],
  ])('%s is a delivery day: %s', (date, expected) => {
    expect(isDeliveryDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-20', '2026-11-24'], // Friday + 4 = Tuesday
    ['2026-11-22', '2026-11-26'], // Sunday + 4 = Thursday
    ['2026-11-25', '2026-12-01'], // Wednesday + 4 = Sunday → Tuesday
    ['2026-12-30', '2027-01-05'], // over the new year: Sunday → Tuesday
  ])('an order placed %s arrives at the earliest %s', (today, expected) => {
    expect(earliestDelivery(today)).toBe(expected);
  });

  it('offers six delivery days from the earliest', () => {
    expect(firstDeliveryOptions('2026-11-22')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-12-01')).toBe(true);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-11-30')).toBe(false);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-11-24')).toBe(false);
  });

  it('schedules the next box after the weeks of food, on a delivery day', () => {
    expect(nextDeliveryAfter('2026-11-24', 2)).toBe('2026-12-08');
    expect(nextDeliveryAfter('2026-11-28', 1)).toBe('2026-12-05');
    expect(lastChangeDay('2026-12-08')).toBe('2026-12-03');
  });

  it('reads today in US Eastern time', () => {
    expect(shopToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(shopToday(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
    expect(parseIsoDate('2026-11-23')?.getUTCDay()).toBe(1);
  });
});
