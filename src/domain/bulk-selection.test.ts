import { describe, expect, it } from 'vitest';
import { selectForBulk, skipCounts, skipReason, type BulkCandidate } from './bulk-selection';

const box = (overrides: Partial<BulkCandidate> = {}): BulkCandidate => ({
  orderId: 1,
  petId: 1,
  orderStatus: 'paid',
  holdReason: null,
  status: 'pending',
  ...overrides,
});

describe('skipReason', () => {
  it.each([
    ['pack', box(), null],
    ['ship', box(), null],
    ['ship', box({ status: 'packed' }), null],
    ['pack', box({ status: 'packed' }), 'already_packed'],
    ['pack', box({ status: 'shipped' }), 'already_shipped'],
    ['ship', box({ status: 'shipped' }), 'already_shipped'],
    ['pack', box({ holdReason: 'staff' }), 'on_hold'],
    ['ship', box({ holdReason: 'refunded' }), 'refunded'],
    ['pack', box({ orderStatus: 'payment_failed' }), 'unpaid'],
    ['ship', box({ orderStatus: 'scheduled', holdReason: 'staff' }), 'unpaid'],
  ] as const)('%s of %o: %s', (action, candidate, expected) => {
    expect(skipReason(action, candidate)).toBe(expected);
  });
});

describe('selectForBulk', () => {
  it('acts on paid boxes not held and reports each skipped box with its reason', () => {
    const boxes = [
      box({ orderId: 1 }),
      box({ orderId: 2, holdReason: 'staff' }),
      box({ orderId: 3, orderStatus: 'requires_action' }),
      box({ orderId: 4, status: 'packed' }),
      box({ orderId: 5, holdReason: 'refunded' }),
    ];
    const selection = selectForBulk('pack', boxes);
    expect(selection.act.map((b) => b.orderId)).toEqual([1]);
    expect(selection.skipped.map(({ box: b, reason }) => [b.orderId, reason])).toEqual([
      [2, 'on_hold'],
      [3, 'unpaid'],
      [4, 'already_packed'],
      [5, 'refunded'],
    ]);
    expect(skipCounts(selection.skipped)).toEqual({
      refunded: 1,
      on_hold: 1,
      unpaid: 1,
      already_packed: 1,
      already_shipped: 0,
    });
  });
});
