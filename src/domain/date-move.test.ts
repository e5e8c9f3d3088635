import { describe, expect, it } from 'vitest';
import { checkDateMove, dateMoveReport, movedDelivery } from './date-move';

// 2031-03-04 is a Tuesday; its change-by day is 2031-02-27.
const FROM = '2031-03-04';

describe('checkDateMove', () => {
  it.each([
    ['2031-02-27', null, true],
    ['2031-02-28', null, 'too_late_to_change'],
    ['2031-02-20', '2031-03-05', true],
    ['2031-02-20', '2031-03-09', 'not_a_delivery_day'], // a Sunday
    ['2031-02-20', '2031-07-04', 'not_a_delivery_day'], // Independence Day
    ['2031-02-20', FROM, 'date_out_of_range'],
    ['2031-02-20', '2031-02-21', 'date_out_of_range'], // before the earliest changeable day
    ['2031-02-20', '2031-05-06', 'date_out_of_range'], // past eight weeks
  ])('today %s, to %s: %s', (today, to, expected) => {
    const check = checkDateMove(FROM, to, today);
    expect(check.ok ? true : check.code).toBe(expected);
  });
});

describe('movedDelivery', () => {
  it('skips to the plan’s following delivery', () => {
    expect(movedDelivery({ weeksOfFood: 2, lastBox: null }, FROM, null, '2031-02-20')).toBe(
      '2031-03-18',
    );
  });
  it('moves to the new date unless the pup’s box on its way comes after it', () => {
    expect(movedDelivery({ weeksOfFood: 2, lastBox: null }, FROM, '2031-03-05', '2031-02-20')).toBe(
      '2031-03-05',
    );
    expect(
      movedDelivery({ weeksOfFood: 2, lastBox: '2031-03-06' }, FROM, '2031-03-05', '2031-02-20'),
    ).toBeNull();
  });
});

describe('dateMoveReport', () => {
  const base = { to: '2031-03-04', moved: 0, skipped: [], ordered_boxes: 0 };
  it.each([
    ['nothing moved', base, 'No plan was moved and no customer was emailed.'],
    ['nothing skipped', { ...base, to: null }, 'No plan was skipped and no customer was emailed.'],
    [
      'one moved, one full',
      { ...base, moved: 1, skipped: [{}] },
      '1 plan moved to Tuesday, March 4; 1 customer emailed. 1 plan could not move (below).',
    ],
    [
      'two skipped, a box ordered',
      { ...base, to: null, moved: 2, ordered_boxes: 1 },
      '2 plans skipped to their next box; 2 customers emailed. 1 box(es) already ordered were not moved.',
    ],
  ])('%s', (_name, result, text) => {
    expect(dateMoveReport(result)).toContain(text);
  });
});
