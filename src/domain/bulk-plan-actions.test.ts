import { describe, expect, it } from 'vitest';
import { bulkRefusal, previewBulk, type BulkPlan } from './bulk-plan-actions';

// Wednesday 1 December 2027: a box on Friday 10 December can still change until the 5th.
const today = '2027-12-01';
const plan = (id: number, over: Partial<BulkPlan> = {}): BulkPlan => ({
  id,
  customer_id: 100 + id,
  email: `c${id}@example.com`,
  pup: `Pup ${id}`,
  status: 'active',
  next_delivery_date: '2027-12-10',
  weeks_of_food: 2,
  last_box: null,
  ...over,
});
const helpers = { freeOnTarget: 500, nextAfter: () => '2027-12-24' };

describe('bulkRefusal', () => {
  it.each([
    ['skip', plan(1), {}, null],
    ['skip', plan(1, { status: 'paused' }), {}, 'not_active'],
    ['skip', plan(1, { status: 'cancelled' }), {}, 'cancelled'],
    ['skip', plan(1, { next_delivery_date: '2027-12-04' }), {}, 'too_late_to_change'],
    ['move', plan(1), { next_delivery_date: '2027-12-15' }, null],
    ['move', plan(1), { next_delivery_date: '2027-12-13' }, 'not_a_delivery_day'],
    ['move', plan(1), { next_delivery_date: '2028-03-01' }, 'date_not_offered'],
    [
      'move',
      plan(1, { last_box: '2027-12-16' }),
      { next_delivery_date: '2027-12-15' },
      'date_not_offered',
    ],
    ['pause', plan(1), {}, null],
    ['pause', plan(1, { status: 'paused' }), {}, 'already_paused'],
    ['pause', plan(1, { status: 'paused' }), { until: '2028-01-20' }, null],
    ['pause', plan(1), { until: '2030-01-01' }, 'pause_date'],
    ['pause', plan(1, { status: 'cancelled' }), {}, 'cancelled'],
    ['cancel', plan(1, { status: 'paused' }), {}, null],
    ['cancel', plan(1, { status: 'cancelled' }), {}, 'already_cancelled'],
  ] as const)('%s of %o with %o: %s', (action, subject, params, expected) => {
    expect(bulkRefusal(action, subject, params, today)).toBe(expected);
  });
});

describe('previewBulk', () => {
  it('counts the plans a skip changes, with their new dates, and says why others cannot', () => {
    const preview = previewBulk(
      'skip',
      [1, 2, 2, 99],
      [plan(1), plan(2, { status: 'paused' })],
      {},
      today,
      helpers,
    );
    expect(preview.plans).toBe(1);
    expect(preview.changes).toEqual([
      {
        id: 1,
        email: 'c1@example.com',
        pup: 'Pup 1',
        from: '2027-12-10',
        to: '2027-12-24',
        note: null,
      },
    ]);
    expect(preview.refused.map((line) => [line.id, line.reason])).toEqual([
      [2, 'not_active'],
      [99, 'not_found'],
    ]);
    expect(preview.refused[0]!.text).toMatch(/paused/);
    expect(preview.emails).toBeNull();
  });

  it('moves only as many plans as the kitchen has room for that day', () => {
    const preview = previewBulk(
      'move',
      [1, 2, 3, 4],
      [plan(1), plan(2), plan(3, { next_delivery_date: '2027-12-15' }), plan(4)],
      { next_delivery_date: '2027-12-15' },
      today,
      { ...helpers, freeOnTarget: 1 },
    );
    // Plan 3 is already on the day: it takes no slot.
    expect(preview.changes.map((change) => change.id)).toEqual([1, 3]);
    expect(preview.refused).toEqual([
      expect.objectContaining({ id: 2, reason: 'day_full' }),
      expect.objectContaining({ id: 4, reason: 'day_full' }),
    ]);
  });

  it('names the cancellation emails, one per plan, and the boxes already ordered that still ship', () => {
    const preview = previewBulk(
      'cancel',
      [1, 2, 3],
      [plan(1, { last_box: '2027-12-03' }), plan(2, { email: 'c1@example.com' }), plan(3)],
      {},
      today,
      helpers,
    );
    expect(preview.plans).toBe(3);
    expect(preview.emails).toEqual({
      name: 'Plan cancelled confirmation',
      count: 3,
      to: ['c1@example.com', 'c3@example.com'],
    });
    expect(preview.changes[0]).toMatchObject({
      to: null,
      note: 'The box already ordered for 2027-12-03 still ships.',
    });
  });

  it('gives a timed pause the first box back', () => {
    const preview = previewBulk('pause', [1], [plan(1)], { until: '2028-01-20' }, today, helpers);
    expect(preview.changes[0]!.to! >= '2028-01-20').toBe(true);
  });
});
