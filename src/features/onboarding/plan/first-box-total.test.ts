import { describe, expect, it } from 'vitest';
import { firstBoxTotal } from './first-box-total';

const rex = { productType: 'FR', boxCents: 12236, discountedBoxCents: 6118 };
const mochi = { productType: 'DY', boxCents: 6000, discountedBoxCents: 3000 };
const slices = { productType: 'TR' as const, unitCents: 900, quantity: 2 };

describe('the plan step’s running first-box total', () => {
  it.each([
    ['no offer: plans and extras at their price', null, 12236 + 6000 + 1800],
    [
      'half off: every item',
      {
        code: 'WELCOME50',
        category: 'MARKETING' as const,
        type: 'PERCENT_AMOUNT' as const,
        amount: 50,
      },
      6118 + 3000 + 900,
    ],
    [
      '$20 off: once for the whole box',
      {
        code: 'SAVE20',
        category: 'MARKETING' as const,
        type: 'DOLLAR_AMOUNT' as const,
        amount: 20,
      },
      12236 + 6000 + 1800 - 2000,
    ],
  ])('%s', (_case, coupon, expected) => {
    expect(firstBoxTotal([rex, mochi], [slices], coupon)).toBe(expected);
  });

  it('applies a category offer only to the plans it discounted', () => {
    const fresh = { ...mochi, discountedBoxCents: 6000 };
    const coupon = {
      code: 'FRESH50',
      category: 'MARKETING' as const,
      type: 'CATEGORY_PERCENT_AMOUNT' as const,
      amount: 50,
    };
    expect(firstBoxTotal([rex, fresh], [slices], coupon)).toBe(6118 + 6000 + 1800);
  });
});
