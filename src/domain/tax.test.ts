import { describe, expect, it } from 'vitest';
import {
  boxTaxCents,
  formatRatePpm,
  lineTaxCents,
  proportionalShares,
  taxableAmounts,
  taxLines,
  taxToReverse,
  taxTransactionRest,
  type TaxRates,
} from './tax';

const NYC: TaxRates = {
  incomplete: false,
  jurisdictions: [
    { level: 'state', name: 'New York', rate_ppm: 40_000 },
    { level: 'city', name: 'New York City', rate_ppm: 45_000 },
    { level: 'district', name: 'Metropolitan Commuter Transportation District', rate_ppm: 3_750 },
  ],
};

describe('tax on a line', () => {
  it.each([
    [7914, 88_750, 702], // the box to 10118: $7.02, not $3.17
    [7914, 40_000, 317],
    [10_000, 102_500, 1025],
    [10_000, 68_750, 688], // 6.875% exact: 687.5 rounds half up
    [9_999, 68_750, 687],
    [5000, 72_500, 363],
    [0, 88_750, 0],
    [-100, 88_750, 0],
    [10_000, 0, 0],
  ])('%i cents at %i ppm is %i cents', (amount, rate, tax) => {
    expect(lineTaxCents(amount, rate)).toBe(tax);
  });
});

describe('proportional shares', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [50, 50], [5, 5]],
    [7, [0, 0], [0, 0]],
    [0, [3, 4], [0, 0]],
    [702, [40_000, 45_000, 3_750], [316, 356, 30]],
  ])('%i over %j is %j', (total, weights, shares) => {
    expect(proportionalShares(total, weights)).toEqual(shares);
    if (total > 0 && weights.some((weight) => weight > 0))
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
  });
});

describe('a box taxed per line', () => {
  it.each([
    [[5000, 2914], 0, 88_750, 444 + 259],
    [[5000, 2914], 1000, 88_750, 388 + 226],
    [[10_000], 10_000, 88_750, 0],
    [[10_000], 20_000, 88_750, 0],
  ])('lines %j, discount %i, %i ppm: %i cents', (lines, discount, rate, tax) => {
    expect(boxTaxCents(lines, discount, rate)).toBe(tax);
  });

  it('spreads a discount over the lines in proportion, to the cent', () => {
    expect(taxableAmounts([5000, 2914], 1000)).toEqual([4368, 2546]);
    expect(taxableAmounts([100, 0], 50)).toEqual([50, 0]);
  });
});

describe('jurisdiction lines', () => {
  it('splits each line between its jurisdictions and adds up to the tax', () => {
    const breakdown = taxLines([{ reference: 'plan', amount: 7914 }], NYC);
    expect(breakdown.total_tax).toBe(702);
    expect(breakdown.jurisdictions.map((line) => [line.name, line.tax_amount])).toEqual([
      ['New York', 316],
      ['New York City', 356],
      ['Metropolitan Commuter Transportation District', 30],
    ]);
    expect(breakdown.jurisdictions.every((line) => line.taxable_amount === 7914)).toBe(true);
  });

  it('has no lines where nothing is taxed', () => {
    expect(
      taxLines([{ reference: 'plan', amount: 7914 }], { jurisdictions: [], incomplete: false }),
    ).toEqual({
      total_tax: 0,
      lines: [{ reference: 'plan', amount: 7914, tax: 0 }],
      jurisdictions: [],
    });
  });
});

describe('tax given back by a refund', () => {
  const order = { orderTotal: 8616, orderTax: 702 };
  it.each([
    ['a full refund', 0, 8616, 0, 702],
    ['half', 0, 4308, 0, 351],
    ['the second half', 351, 4308, 4308, 351],
    ['a cent', 0, 1, 0, 0],
    ['the rest after small refunds', 1, 8000, 616, 701],
    ['nothing', 0, 0, 0, 0],
  ])('%s', (_name, alreadyReversed, refundCents, alreadyRefunded, reversed) => {
    expect(taxToReverse({ ...order, alreadyReversed, refundCents, alreadyRefunded })).toBe(
      reversed,
    );
  });
});

describe('the rest of a replaced tax transaction', () => {
  const recorded = { amountCents: 8616, taxCents: 702 };
  it.each([
    [
      'nothing reversed: all of it, in one full reversal',
      [],
      { full: true, amountCents: 8616, taxCents: 702 },
    ],
    [
      'a refund reversed part: the rest of the total and of the tax',
      [{ amountCents: 1000, taxCents: 81 }],
      { full: false, amountCents: 7616, taxCents: 621 },
    ],
    [
      'two refunds',
      [
        { amountCents: 1000, taxCents: 81 },
        { amountCents: 2000, taxCents: 163 },
      ],
      { full: false, amountCents: 5616, taxCents: 458 },
    ],
    ['refunds took it all: nothing', [{ amountCents: 8616, taxCents: 702 }], null],
  ])('%s', (_name, reversed, rest) => {
    expect(taxTransactionRest({ ...recorded, reversed })).toEqual(rest);
  });
  it('an untaxed transaction is still reversed, so its sale leaves the report too', () => {
    expect(taxTransactionRest({ amountCents: 5000, taxCents: 0, reversed: [] })).toEqual({
      full: true,
      amountCents: 5000,
      taxCents: 0,
    });
  });
});

describe('rates as percentages', () => {
  it.each([
    [88_750, '8.875%'],
    [102_500, '10.25%'],
    [68_750, '6.875%'],
    [40_000, '4%'],
    [0, '0%'],
    [3_750, '0.375%'],
  ])('%i ppm is %s', (rate, text) => {
    expect(formatRatePpm(rate)).toBe(text);
  });
});
