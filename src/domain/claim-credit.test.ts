import { describe, expect, it } from 'vitest';
import { claimedAmounts, discountShares } from './claim-credit';

const lines = [
  { id: 1, quantity: 1, totalCents: 10000 },
  { id: 2, quantity: 2, totalCents: 2999 },
  { id: 3, quantity: 3, totalCents: 1 },
];

describe('discountShares', () => {
  it.each([
    ['no discount', 0, [0, 0, 0]],
    ['a discount shared in proportion (the leftover cent to 299.9)', 1300, [1000, 300, 0]],
    ['the whole subtotal', 13000, [10000, 2999, 1]],
    ['more than the subtotal is capped', 99999, [10000, 2999, 1]],
    ['a negative discount is none', -5, [0, 0, 0]],
  ] as const)('%s', (_name, discount, expected) => {
    const shares = discountShares(lines, discount);
    const values = lines.map((line) => shares.get(line.id));
    expect(values).toEqual(expected);
    expect(values.reduce((sum, value) => sum! + value!, 0)).toBe(
      Math.min(Math.max(0, discount), 13000),
    );
  });

  it('gives leftover cents to the largest remainders so shares add up exactly', () => {
    const even = [1, 2, 3].map((id) => ({ id, quantity: 1, totalCents: 100 }));
    const shares = discountShares(even, 100);
    expect([...shares.values()].sort()).toEqual([33, 33, 34]);
    expect(shares.get(1)).toBe(34);
  });
});

describe('claimedAmounts', () => {
  it.each([
    ['a whole line, no discount', 0, [{ id: 1, quantity: 1 }], { 1: 10000 }],
    ['a whole line less its discount share', 1300, [{ id: 1, quantity: 1 }], { 1: 9000 }],
    ['one of two, rounded down', 1300, [{ id: 2, quantity: 1 }], { 2: 1349 }],
    ['more than was bought is the whole line', 0, [{ id: 2, quantity: 9 }], { 2: 2999 }],
    ['a line not in the order is nothing', 0, [{ id: 7, quantity: 1 }], {}],
    [
      'several lines',
      1300,
      [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 2 },
      ],
      { 1: 9000, 2: 2699 },
    ],
  ] as const)('%s', (_name, discount, claimed, expected) => {
    const amounts = claimedAmounts(lines, discount, [...claimed]);
    expect(Object.fromEntries(amounts)).toEqual(expected);
    for (const value of amounts.values()) expect(Number.isInteger(value)).toBe(true);
  });
});
