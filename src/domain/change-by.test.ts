import { describe, expect, it } from 'vitest';
import { changeByCountdown, daysLeftToChange } from './change-by';

describe('changeByCountdown', () => {
  it.each([
    ['2026-11-27', '2026-11-24', 'Change by Fri, Nov 27 — 3 days left'],
    ['2026-11-27', '2026-11-26', 'Change by Fri, Nov 27 — 1 day left'],
    ['2026-11-27', '2026-11-27', 'Change by Fri, Nov 27 — last day to make changes'],
    // Across a month and a year end, and across the US daylight-saving change.
    ['2027-01-02', '2026-12-30', 'Change by Sat, Jan 2 — 3 days left'],
    ['2026-11-03', '2026-10-30', 'Change by Tue, Nov 3 — 4 days left'],
    [
      '2026-11-27',
      '2026-11-28',
      'This box is being prepared — changes now apply to the box after it',
    ],
  ])('last change %s, today %s → %s', (last, today, expected) => {
    expect(changeByCountdown(last, today)).toBe(expected);
  });

  it('counts whole calendar days, negative once past', () => {
    expect(daysLeftToChange('2026-12-01', '2026-11-24')).toBe(7);
    expect(daysLeftToChange('2026-11-20', '2026-11-24')).toBe(-4);
  });
});
