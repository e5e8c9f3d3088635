import { describe, expect, it } from 'vitest';
import { discountCents, offerAmount, type Offer } from './offers';

describe('offerAmount', () => {
  it.each([
    [
      { type: 'DOLLAR_AMOUNT', amount: 20 },
      { kind: 'dollars', cents: 2000 },
    ],
    [
      { type: 'DOLLAR_AMOUNT', amount: 12.5 },
      { kind: 'dollars', cents: 1250 },
    ],
    [
      { type: 'PERCENT_AMOUNT', amount: 50 },
      { kind: 'percent', percent: 50 },
    ],
    [
      { type: 'CATEGORY_PERCENT_AMOUNT', amount: 25 },
      { kind: 'percent', percent: 25 },
    ],
    [
      { type: 'PERCENT_AMOUNT', amount: 140 },
      { kind: 'percent', percent: 100 },
    ],
  ] as const)('%o → %o', (offer, amount) => {
    expect(offerAmount(offer)).toEqual(amount);
  });

  it("raises 'Unknown Offer type' for anything else", () => {
    expect(() => offerAmount({ type: 'FREE_SHIPPING' as never, amount: 1 })).toThrow(
      'Unknown Offer type',
    );
  });
});

describe('discountCents', () => {
  const offer = (type: Offer['type'], amount: number, productCategory?: string): Offer => ({
    code: 'X',
    category: 'MARKETING',
    type,
    amount,
    productCategory,
  });

  it.each([
    [5000, offer('DOLLAR_AMOUNT', 20), 'FR', 2000],
    [1500, offer('DOLLAR_AMOUNT', 20), 'FR', 1500],
    [5000, offer('PERCENT_AMOUNT', 50), 'DY', 2500],
    [999, offer('PERCENT_AMOUNT', 50), 'DY', 500],
    [5000, offer('CATEGORY_PERCENT_AMOUNT', 25, 'SP'), 'SP', 1250],
    [5000, offer('CATEGORY_PERCENT_AMOUNT', 25, 'SP'), 'FR', 0],
    [0, offer('DOLLAR_AMOUNT', 20), 'FR', 0],
  ])('%i cents with %o on %s → %i off', (amount, theOffer, productType, discount) => {
    expect(discountCents(amount, theOffer, productType)).toBe(discount);
  });
});
