import { describe, expect, it } from 'vitest';
import { PRICE_PAGE_MAX_AGE_S, secondsUntilDay } from './public-prices';

describe('when a priced page must be regenerated', () => {
  it('expires at the first moment (shop time) of the next price change', () => {
    // 23:30 Eastern (EST, UTC-5) on 2031-01-14: the change on the 15th starts in half an hour.
    expect(secondsUntilDay('2031-01-15', new Date('2031-01-15T04:30:00Z'))).toBe(1800);
    // In summer (EDT, UTC-4) midnight is an hour earlier in UTC.
    expect(secondsUntilDay('2031-07-15', new Date('2031-07-15T03:50:00Z'))).toBe(600);
  });

  it('is kept at most PRICE_PAGE_MAX_AGE_S, and never for less than a second', () => {
    const now = new Date('2031-01-15T04:00:00Z');
    expect(secondsUntilDay('2031-02-01', now)).toBe(PRICE_PAGE_MAX_AGE_S);
    expect(secondsUntilDay(null, now)).toBe(PRICE_PAGE_MAX_AGE_S);
    expect(secondsUntilDay('2031-01-14', now)).toBe(1);
  });
});
