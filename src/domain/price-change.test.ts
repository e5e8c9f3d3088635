import { describe, expect, it } from 'vitest';
import { priceChange, pupShare, type PupBox } from './price-change';

const box = (total: number, unit = 3000, discount = 0, sku = 'BEEF-2W'): PupBox => ({
  lines: [{ sku, quantity: 2, unit_cents: unit }],
  discount,
  total,
});

describe('priceChange', () => {
  it.each([
    ['no box charged yet', null, box(6480), null],
    ['same price', box(6480), box(6480), null],
    ['cheaper', box(6480, 3000), box(6000, 2800), null],
    [
      'a recipe costs more in the catalogue',
      box(6480, 3000),
      box(6912, 3200),
      {
        oldTotal: 6480,
        newTotal: 6912,
        reasons: ['catalogue_price'],
        oldDiscount: 0,
        newDiscount: 0,
      },
    ],
    [
      'the first-box discount ended',
      box(3240, 3000, 3000),
      box(6480, 3000, 0),
      {
        oldTotal: 3240,
        newTotal: 6480,
        reasons: ['discount_ended'],
        oldDiscount: 3000,
        newDiscount: 0,
      },
    ],
    [
      'both at once',
      box(3240, 3000, 3000),
      box(6912, 3200, 0),
      {
        oldTotal: 3240,
        newTotal: 6912,
        reasons: ['catalogue_price', 'discount_ended'],
        oldDiscount: 3000,
        newDiscount: 0,
      },
    ],
    [
      'one cent more: a shared first box’s discount rounded a cent higher (not ended)',
      box(4999, 3000, 1001),
      box(5000, 3000, 1000),
      {
        oldTotal: 4999,
        newTotal: 5000,
        reasons: ['discount_smaller'],
        oldDiscount: 1001,
        newDiscount: 1000,
      },
    ],
    ['the customer chose another recipe', box(6480), box(7480, 3500, 0, 'LAMB-2W'), null],
    [
      'the customer doubled the quantity',
      box(6480),
      { lines: [{ sku: 'BEEF-2W', quantity: 4, unit_cents: 3200 }], discount: 0, total: 13000 },
      null,
    ],
    ['referral credit ran out (not a discount)', box(3000), box(6480), null],
  ])('%s', (_name, last, next, expected) => {
    expect(priceChange(last, next)).toEqual(expected);
  });
});

describe('pupShare', () => {
  it.each([
    [10000, [3000, 3000], 0, 5000],
    [10001, [3000, 3000], 1, 5000],
    [9999, [1000, 2000, 3000], 0, 1667],
    [9999, [1000, 2000, 3000], 2, 4999],
    [500, [0, 0], 0, 0],
  ])('%i shared by %j: pup %i pays %i', (total, subtotals, index, expected) => {
    expect(pupShare(total, subtotals, index)).toBe(expected);
  });

  it('adds up to the order total', () => {
    const parts = [0, 1, 2].map((i) => pupShare(9999, [1000, 2000, 3000], i));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9999);
  });
});
