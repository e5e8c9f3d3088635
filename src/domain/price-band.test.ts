import { describe, expect, it } from 'vitest';
import { priceBandCheck, priceBandQuestion } from './price-band';

describe('priceBandCheck', () => {
  it.each([
    ['no price yet', 'recipe', null, 1, null],
    ['half the price', 'recipe', 800, 400, false],
    ['just under half', 'recipe', 800, 399, true],
    ['one and a half times', 'addon', 1000, 1500, false],
    ['just over', 'addon', 1000, 1501, true],
    ['a cent per 1,000 kcal', 'recipe', 762, 1, true],
  ] as const)('%s', (_name, kind, current, next, outside) => {
    const check = priceBandCheck(kind, current, next);
    expect(check === null ? null : check.outside).toBe(outside);
  });

  it('names a recipe’s change per reference box in dollars', () => {
    const check = priceBandCheck('recipe', 762, 1)!;
    expect(check).toEqual({
      outside: true,
      boxBeforeCents: 10668,
      boxAfterCents: 14,
      boxChangeCents: -10654,
    });
    expect(priceBandQuestion('recipe', check)).toBe(
      'This lowers the price of a two-week box (14,000 kcal) by $106.54, from $106.68 to $0.14: outside the usual band of half to one and a half times today’s price. Schedule it anyway?',
    );
  });

  it('names an add-on’s change per bag or jar', () => {
    const check = priceBandCheck('addon', 1000, 3000)!;
    expect(priceBandQuestion('addon', check)).toMatch(
      /^This raises the price of each box with one by \$20\.00, from \$10\.00 to \$30\.00/,
    );
  });
});
