import { describe, expect, it } from 'vitest';
import { creditApplied, creditEntryReason } from './account-credit';
import { nextBox } from './next-box';

describe('account credit on a box', () => {
  it.each([
    // balance, payable after discount, credit taken
    [0, 5000, 0],
    [1500, 5000, 1500],
    [5000, 5000, 5000],
    [8000, 5000, 5000],
    [1500, 0, 0],
    [1500, -200, 0],
    [-300, 5000, 0],
  ])('a balance of %i on a box payable %i takes %i', (balance, payable, taken) => {
    expect(creditApplied(balance, payable)).toBe(taken);
  });

  it('is taken before tax, and the box is never charged below its shipping', () => {
    const plan = { sku: 'FR_PLAN', product_name: 'Plan', product_type: 'FR', box_cents: 4000 };
    const some = nextBox({ plan, addons: [], cycle: 1, taxRateBps: 1000, creditCents: 1000 });
    expect(some).toMatchObject({ credit: 1000, tax: 300 });
    expect(some.total).toBe(4000 - 1000 + 300 + some.shipping);
    const more = nextBox({ plan, addons: [], cycle: 1, taxRateBps: 1000, creditCents: 9000 });
    expect(more).toMatchObject({ credit: 4000, tax: 0, total: more.shipping });
  });
});

describe('credit ledger line reasons', () => {
  it.each([
    ['grant', 'Box arrived late', null, 'Box arrived late'],
    ['grant', '  ', null, 'Credit added'],
    ['debit', '', 42, 'Used on order #42'],
    ['debit', '', null, 'Used on a box'],
    ['restore', '', 7, 'Returned from order #7'],
    ['restore', 'Renewal not charged', 7, 'Renewal not charged'],
    ['referral', '', null, 'Referral'],
    ['opening', '', null, 'Opening balance'],
    ['claim', '', 9, 'For a problem with order #9'],
    ['claim', 'Box claim #4', 9, 'Box claim #4'],
  ] as const)('%s %j (order %s) reads %j', (kind, reason, order, text) => {
    expect(creditEntryReason({ kind, reason, order_id: order })).toBe(text);
  });
});
