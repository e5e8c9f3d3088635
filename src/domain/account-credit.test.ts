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

  it('is a tender: it pays the taxed box and leaves its tax as it is, never below zero', () => {
    const plan = { sku: 'FR_PLAN', product_name: 'Plan', product_type: 'FR', box_cents: 4000 };
    const some = nextBox({ plan, addons: [], cycle: 1, taxRatePpm: 100_000, creditCents: 1000 });
    expect(some).toMatchObject({ credit: 1000, tax: 400 });
    expect(some.total).toBe(4000 + 400 + some.shipping - 1000);
    const more = nextBox({ plan, addons: [], cycle: 1, taxRatePpm: 100_000, creditCents: 9000 });
    expect(more).toMatchObject({ credit: 4400 + more.shipping, tax: 400, total: 0 });
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
