import { describe, expect, it } from 'vitest';
import {
  addDays,
  earliestChangeableDelivery,
  earliestDelivery,
  firstDeliveryOptions,
  isDeliveryDay,
  isOfferedFirstDelivery,
  lastChangeDay,
  nextDeliveryAfter,
  parseIsoDate,
  rescheduleOptions,
  restartOptions,
  shopToday,
} from './delivery-schedule';

describe('delivery schedule', () => {
  it.each([
    ['2026-11-22', false], // Sunday
    ['2026-11-23', false], // Monday
    ['2026-11-24', true], // Tuesday
    ['2026-11-28', true], // Saturday
    ['2026-11-26', false], // Thanksgiving, a Thursday
    ['2026-12-25', false], // Christmas Day, a Friday
    ['2027-01-01', false], // New Year's Day, a Friday
    ['2027-07-03', true], // the Saturday before Independence Day observed on Monday
    ['2027-12-24', false], // Christmas 2027 is a Saturday: observed Friday
    ['2026-02-30', false],
    ['junk', false],
  ])('%s is a delivery day: %s', (date, expected) => {
    expect(isDeliveryDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-20', '2026-11-24'], // Friday + 4 = Tuesday
    ['2026-11-22', '2026-11-27'], // Sunday + 4 = Thanksgiving → Friday
    ['2026-11-15', '2026-11-19'], // Sunday + 4 = Thursday
    ['2026-12-21', '2026-12-26'], // Monday + 4 = Christmas Day → Saturday
    ['2026-12-28', '2027-01-02'], // Monday + 4 = New Year's Day → Saturday
    ['2026-11-25', '2026-12-01'], // Wednesday + 4 = Sunday → Tuesday
    ['2026-12-30', '2027-01-05'], // over the new year: Sunday → Tuesday
  ])('an order placed %s arrives at the earliest %s', (today, expected) => {
    expect(earliestDelivery(today)).toBe(expected);
  });

  it('offers six delivery days from the earliest', () => {
    expect(firstDeliveryOptions('2026-11-22')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-12-01')).toBe(true);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-11-26')).toBe(false);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-11-30')).toBe(false);
    expect(isOfferedFirstDelivery('2026-11-22', '2026-11-24')).toBe(false);
  });

  it('schedules the next box after the weeks of food, on a delivery day', () => {
    expect(nextDeliveryAfter('2026-11-24', 2)).toBe('2026-12-08');
    expect(nextDeliveryAfter('2026-11-28', 1)).toBe('2026-12-05');
    expect(nextDeliveryAfter('2026-12-11', 2)).toBe('2026-12-26'); // not on Christmas Day
    expect(nextDeliveryAfter('2026-11-19', 1)).toBe('2026-11-27'); // not on Thanksgiving
    expect(lastChangeDay('2026-12-08')).toBe('2026-12-03');
  });

  it('reads today in US Eastern time', () => {
    expect(shopToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(shopToday(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
    expect(parseIsoDate('2026-11-23')?.getUTCDay()).toBe(1);
  });

  it.each([
    // today, the pup's last box already ordered, the earliest date the next box can be moved to
    ['2026-11-23', null, '2026-11-28'], // Monday + 5 = Saturday
    ['2026-11-20', null, '2026-11-25'], // Friday + 5 = Wednesday
    ['2026-11-21', null, '2026-11-27'], // Saturday + 5 = Thanksgiving → Friday
    ['2026-12-19', null, '2026-12-24'], // Saturday + 5 = Thursday the 24th
    ['2026-12-20', null, '2026-12-26'], // Sunday + 5 = Christmas Day → Saturday
    ['2026-12-27', null, '2027-01-02'], // Sunday + 5 = New Year's Day → Saturday
    ['2026-11-20', '2026-11-25', '2026-11-27'], // not on the box ordered, nor Thanksgiving
    ['2026-11-20', '2026-11-28', '2026-12-01'],
    ['2026-11-20', '2026-11-10', '2026-11-25'], // an old box does not matter
  ])('today %s, last box %s: the earliest changeable delivery is %s', (today, last, expected) => {
    expect(earliestChangeableDelivery(today, last)).toBe(expected);
  });

  // Every today over two years, with and without a box already on its way: whatever is offered
  // can still be changed today, is a delivery day and comes after the box already ordered.
  const todays = Array.from({ length: 2 * 365 }, (_, index) => addDays('2026-01-01', index));
  it('offers only changeable delivery days after the last box, every day of 2026 and 2027', () => {
    const wrong: string[] = [];
    for (const today of todays)
      for (const lastBox of [null, addDays(today, 3), addDays(today, 6)]) {
        const current = earliestChangeableDelivery(today, lastBox);
        const offered = [
          ...rescheduleOptions(today, addDays(current, 14), lastBox),
          ...restartOptions(today, lastBox),
        ];
        if (offered.length < 6) wrong.push(`${today}: only ${offered.length} dates`);
        for (const date of offered)
          if (lastChangeDay(date) < today || !isDeliveryDay(date) || (lastBox && date <= lastBox))
            wrong.push(`${today} (last box ${lastBox}): ${date}`);
      }
    expect(wrong).toEqual([]);
  });

  it('moves the next box from the earliest changeable date to eight weeks past the current one', () => {
    const options = rescheduleOptions('2026-11-20', '2026-12-01', '2026-11-21');
    expect(options[0]).toBe('2026-11-25');
    expect(options).not.toContain('2026-12-01'); // where it already is
    expect(options).not.toContain('2026-11-26'); // Thanksgiving
    expect(options).not.toContain('2026-12-25');
    expect(options).not.toContain('2027-01-01');
    expect(options.at(-1)).toBe('2027-01-26'); // 56 days after 2026-12-01
    expect(restartOptions('2026-12-20', '2026-12-22')).toEqual([
      '2026-12-26',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
      '2027-01-05',
    ]);
  });

  it('gives each caller its own list: changing one does not change the next answer', () => {
    const first = rescheduleOptions('2026-11-20', '2026-12-01');
    first.length = 0;
    expect(rescheduleOptions('2026-11-20', '2026-12-01')[0]).toBe('2026-11-25');
    const restart = restartOptions('2026-12-20');
    restart.push('2030-01-01');
    expect(restartOptions('2026-12-20')).toHaveLength(6);
    // The last box is part of the question: a later one moves the answer.
    expect(restartOptions('2026-12-20', '2026-12-29')[0]).toBe('2026-12-30');
  });
});
