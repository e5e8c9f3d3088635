import { describe, expect, it } from 'vitest';
import { fromShopInput, shopDateTime, SHOP_TIME_ZONE, toShopInput } from './shop-time';
import { shopToday } from './delivery-schedule';

describe('shop time', () => {
  it('is one zone, the one the shop’s day is counted in', () => {
    expect(SHOP_TIME_ZONE).toBe('America/New_York');
    // 04:30 UTC on March 5 is still March 4 in the shop.
    expect(shopToday(new Date('2031-03-05T04:30:00Z'))).toBe('2031-03-04');
    expect(toShopInput('2031-03-05T04:30:00.000Z').slice(0, 10)).toBe('2031-03-04');
  });

  it.each([
    // Winter (EST, UTC-5) and summer (EDT, UTC-4).
    ['2031-01-15T23:59', '2031-01-16T04:59:00.000Z'],
    ['2031-07-04T23:59', '2031-07-05T03:59:00.000Z'],
    ['2031-11-02T01:30', '2031-11-02T05:30:00.000Z'],
  ])('reads %s on the shop’s clock as %s', (typed, instant) => {
    expect(fromShopInput(typed)).toBe(instant);
    expect(toShopInput(instant)).toBe(typed);
  });

  it('takes a time the clocks skip in spring an hour later, as the clock reads', () => {
    expect(fromShopInput('2031-03-09T02:30')).toBe('2031-03-09T07:30:00.000Z');
    expect(toShopInput('2031-03-09T07:30:00.000Z')).toBe('2031-03-09T03:30');
  });

  it('refuses what is not a date and time', () => {
    expect(fromShopInput('')).toBeNull();
    expect(fromShopInput('tomorrow')).toBeNull();
  });

  it('shows an instant on the shop’s clock with its zone', () => {
    expect(shopDateTime('2031-01-16T04:59:00.000Z')).toBe('Jan 15, 2031, 11:59 PM EST');
    expect(shopDateTime('2031-07-05T03:59:00.000Z')).toBe('Jul 4, 2031, 11:59 PM EDT');
  });
});
