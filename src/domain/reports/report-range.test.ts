import { describe, expect, it } from 'vitest';
import { mondayOf, rangeInstants, resolveReportRange } from './report-range';

const TODAY = '2031-03-18'; // a Tuesday

describe('the report range', () => {
  it.each([
    [{ preset: 'last_7_days' }, '2031-03-12', 7],
    [{ preset: 'last_30_days' }, '2031-02-17', 30],
    [{ preset: 'last_90_days' }, '2030-12-19', 90],
    [{ preset: 'this_month' }, '2031-03-01', 18],
    [{}, '2031-02-17', 30],
  ])('%o runs from %s to today, %i days', (input, from, days) => {
    expect(resolveReportRange(input, TODAY)).toEqual({
      ok: true,
      range: { from, to: TODAY, days },
    });
  });

  it('takes custom dates, both ends counted', () => {
    expect(resolveReportRange({ from: '2030-01-01', to: '2030-12-31' }, TODAY)).toEqual({
      ok: true,
      range: { from: '2030-01-01', to: '2030-12-31', days: 365 },
    });
    // 2032 is a leap year: its 366 days are allowed, one more is not.
    expect(resolveReportRange({ from: '2032-01-01', to: '2032-12-31' }, TODAY)).toMatchObject({
      ok: true,
      range: { days: 366 },
    });
  });

  it.each([
    [{ from: '2030-01-01', to: '2031-01-02' }, 'to'],
    [{ from: '2030-02-02', to: '2030-02-01' }, 'to'],
    [{ from: '2030-02-30', to: '2030-03-01' }, 'from'],
    [{ from: '2030-02-01' }, 'to'],
    [{ preset: 'last_7_days', from: '2030-02-01', to: '2030-02-02' }, 'preset'],
    [{ preset: 'yesterday' }, 'preset'],
  ])('refuses %o on %s', (input, field) => {
    const result = resolveReportRange(input, TODAY);
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { errors: object }).errors)).toEqual([field]);
  });

  it('turns shop days into instants at midnight in New York', () => {
    // Winter (UTC-5) at the start, summer (UTC-4) after the clocks change on Mar 9, 2031.
    expect(rangeInstants({ from: '2031-03-01', to: '2031-03-18', days: 18 })).toEqual({
      start: '2031-03-01T05:00:00.000Z',
      end: '2031-03-19T04:00:00.000Z',
    });
  });

  it.each([
    ['2031-03-17', '2031-03-17'],
    ['2031-03-18', '2031-03-17'],
    ['2031-03-23', '2031-03-17'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});
