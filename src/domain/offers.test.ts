import { describe, expect, it } from 'vitest';
import {
  discountCents,
  hasAtMostTwoDecimals,
  offerAmount,
  percentOfCents,
  specAmount,
  type Offer,
} from './offers';

describe('offerAmount: the spec amount in whole cents or basis points', () => {
  it.each([
    ['DOLLAR_AMOUNT', 20, { kind: 'dollars', cents: 2000 }],
    ['DOLLAR_AMOUNT', 12.5, { kind: 'dollars', cents: 1250 }],
    ['DOLLAR_AMOUNT', 0.29, { kind: 'dollars', cents: 29 }],
    ['PERCENT_AMOUNT', 50, { kind: 'percent', bps: 5000 }],
    ['PERCENT_AMOUNT', 12.5, { kind: 'percent', bps: 1250 }],
    ['PERCENT_AMOUNT', 0.4, { kind: 'percent', bps: 40 }],
    // 0.29 * 100 is 28.999999999999996 in binary: still 29 basis points.
    ['PERCENT_AMOUNT', 0.29, { kind: 'percent', bps: 29 }],
    ['PERCENT_AMOUNT', 33.33, { kind: 'percent', bps: 3333 }],
    ['CATEGORY_PERCENT_AMOUNT', 25, { kind: 'percent', bps: 2500 }],
    ['PERCENT_AMOUNT', 140, { kind: 'percent', bps: 10_000 }],
  ] as const)('%s %d → %o', (type, amount, expected) => {
    expect(offerAmount(type, amount)).toEqual(expected);
    expect(specAmount(expected)).toBe(Math.min(type === 'DOLLAR_AMOUNT' ? amount : 100, amount));
  });

  it("raises 'Unknown Offer type' for anything else", () => {
    expect(() => offerAmount('FREE_SHIPPING' as never, 1)).toThrow('Unknown Offer type');
  });

  it.each([
    [12.5, true],
    [0.4, true],
    [0.29, true],
    [33.33, true],
    [12.345, false],
    [0.001, false],
    [Number.NaN, false],
  ])('%d has at most two decimals: %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});

describe('percentOfCents: half up to the cent, in integers', () => {
  it.each([
    // [cents, basis points, cents off]
    [10_000, 1250, 1250], // 12.5% of $100.00 is $12.50, not 13%'s $13.00
    [10_000, 40, 40], // 0.4% of $100.00 is 40¢, not 0%'s nothing
    [999, 1250, 125], // 124.875¢ → 125¢
    [996, 1250, 125], // 124.5¢: a half cent rounds up
    [995, 1250, 124], // 124.375¢ → 124¢
    [125, 40, 1], // 0.5¢ rounds up to 1¢
    [124, 40, 0], // 0.496¢ rounds down to nothing
    [4771, 3333, 1590], // 1590.1743¢
    [5000, 10_000, 5000],
    [0, 5000, 0],
    [5000, 0, 0],
  ])('%i¢ at %i bp → %i¢ off', (cents, bps, expected) => {
    expect(percentOfCents(cents, bps)).toBe(expected);
  });
});

describe('discountCents', () => {
  const offer = (type: Offer['type'], amount: number, productCategory?: string): Offer => ({
    code: 'X',
    category: 'MARKETING',
    type,
    amount: offerAmount(type, amount),
    productCategory,
  });

  it.each([
    [5000, offer('DOLLAR_AMOUNT', 20), 'FR', 2000],
    [1500, offer('DOLLAR_AMOUNT', 20), 'FR', 1500],
    [5000, offer('PERCENT_AMOUNT', 50), 'DY', 2500],
    [999, offer('PERCENT_AMOUNT', 50), 'DY', 500],
    [10_000, offer('PERCENT_AMOUNT', 12.5), 'FR', 1250],
    [10_000, offer('PERCENT_AMOUNT', 0.4), 'FR', 40],
    [5000, offer('CATEGORY_PERCENT_AMOUNT', 25, 'SP'), 'SP', 1250],
    [5000, offer('CATEGORY_PERCENT_AMOUNT', 25, 'SP'), 'FR', 0],
    [5000, offer('CATEGORY_PERCENT_AMOUNT', 12.5, 'FR'), 'FR', 625],
    [0, offer('DOLLAR_AMOUNT', 20), 'FR', 0],
  ])('%i cents with %o on %s → %i off', (amount, theOffer, productType, discount) => {
    expect(discountCents(amount, theOffer, productType)).toBe(discount);
  });
});
