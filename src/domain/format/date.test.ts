import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './date';

describe('dates', () => {
  it('shows a calendar day the same in every time zone', () => {
    expect(longDate('2026-11-26')).toBe('Thursday, November 26');
    expect(shortDate('2026-12-01')).toBe('Tue, Dec 1');
  });
});
