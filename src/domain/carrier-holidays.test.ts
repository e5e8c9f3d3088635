import { describe, expect, it } from 'vitest';
import { carrierHolidays, isCarrierHoliday } from './carrier-holidays';

describe('carrier holidays', () => {
  it.each([
    // year, the six holidays (and the weekday they are observed on when they fall on a weekend)
    [
      2026,
      [
        '2026-01-01', // New Year's Day, Thursday
        '2026-05-25', // Memorial Day: last Monday of May
        '2026-07-03', // Independence Day falls on a Saturday: observed Friday
        '2026-07-04',
        '2026-09-07', // Labor Day: first Monday of September
        '2026-11-26', // Thanksgiving: fourth Thursday of November
        '2026-12-25', // Christmas Day, Friday
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-05-31',
        '2027-07-04', // a Sunday: observed Monday
        '2027-07-05',
        '2027-09-06',
        '2027-11-25',
        '2027-12-24', // Christmas on a Saturday: observed Friday
        '2027-12-25',
        '2027-12-31', // New Year's Day 2028 is a Saturday: observed Friday, in 2027
      ],
    ],
    [2028, ['2028-01-01', '2028-05-29', '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25']],
    [
      2033,
      [
        '2033-01-01', // a Saturday, observed on 2032-12-31
        '2033-05-30',
        '2033-07-04',
        '2033-09-05',
        '2033-11-24',
        '2033-12-25', // a Sunday: observed Monday
        '2033-12-26',
      ],
    ],
  ])('%i', (year, dates) => {
    expect(carrierHolidays(year)).toEqual(dates);
  });

  it.each([
    ['2026-11-26', true], // Thanksgiving
    ['2026-12-25', true], // Christmas Day
    ['2027-01-01', true], // New Year's Day
    ['2032-12-31', true], // New Year's Day 2033 observed
    ['2026-11-27', false], // the day after Thanksgiving
    ['2026-12-24', false],
    ['2026-12-31', false],
    ['2026-07-03', true],
    ['junk', false],
  ])('%s is a carrier holiday: %s', (date, expected) => {
    expect(isCarrierHoliday(date)).toBe(expected);
  });
});
