import { describe, expect, it } from 'vitest';
import { pauseUntil, resumeThrough } from './pause-until';

// Wednesday, March 5, 2031: boxes arrive Tuesday to Saturday; changes close 5 days before.
const TODAY = '2031-03-05';

describe('pausing until a date', () => {
  it.each([
    // A Tuesday is a delivery day: the box comes that day.
    ['2031-04-08', undefined, '2031-04-08'],
    // A Sunday: the Tuesday after.
    ['2031-04-13', undefined, '2031-04-15'],
    // Too soon to change (the earliest changeable box is Tue Mar 11): that one.
    ['2031-03-06', undefined, '2031-03-11'],
    // A box already on its way on Mar 20: the first box back comes after it.
    ['2031-03-12', '2031-03-20', '2031-03-21'],
  ])('until %s (box on its way %s) brings the first box back on %s', (until, lastBox, back) => {
    expect(pauseUntil(until, TODAY, lastBox)).toEqual({ ok: true, firstBoxBack: back });
  });

  it.each([
    ['2031-03-05', 'Choose a date after today.'],
    ['2031-02-28', 'Choose a date after today.'],
    ['2031-09-04', 'Choose a date within 182 days.'],
    ['2031-02-30', 'Enter a date.'],
  ])('refuses %s', (until, message) => {
    expect(pauseUntil(until, TODAY)).toEqual({ ok: false, message });
  });

  it('allows the 182nd day', () => {
    expect(pauseUntil('2031-09-03', TODAY)).toMatchObject({ ok: true });
  });

  it('resumes plans eight days before their first box back (reminder, then charge)', () => {
    expect(resumeThrough(TODAY)).toBe('2031-03-13');
  });
});
