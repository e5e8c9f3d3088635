import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import { chooseOffer, type PricedOffer } from './offer-choice';
import { offerAmount, type Offer } from './offers';

const priced = (code: string, discountCents: number): PricedOffer => ({ code, discountCents });

describe('chooseOffer', () => {
  it.each([
    ['no offer yet', null, priced('SAVE20', 2000), {}, 'candidate'],
    ['a better code', priced('SAVE20', 2000), priced('WELCOME50', 6000), {}, 'candidate'],
    [
      'an equal code (the newer choice wins)',
      priced('A', 2000),
      priced('B', 2000),
      {},
      'candidate',
    ],
    ['the same code again', priced('SAVE20', 2000), priced('save20', 0), {}, 'candidate'],
    ['a cleared code', priced('SAVE20', 2000), null, {}, 'candidate'],
    ['a weaker code', priced('PUP-ABCDEF', 7200), priced('FRESHSTART25', 3000), {}, 'current'],
    [
      'a weaker code the customer chose over it',
      priced('PUP-ABCDEF', 7200),
      priced('FRESHSTART25', 3000),
      { replace: true },
      'candidate',
    ],
  ] as const)('%s → keeps the %s', (_case, current, candidate, options, keep) => {
    expect(chooseOffer(current, candidate, options).keep).toBe(keep);
  });

  it('says which offer applies and why when it keeps the better one', () => {
    // A 60% referral against 25% off fresh food, on a $120 fresh box with $25 of supplements.
    const plans = [{ pet_id: 1, product_type: 'FR' as const, box_cents: 12000 }];
    const addons = [
      {
        sku: 'ZOOMIES01',
        product_type: 'SP' as const,
        unit_cents: 2500,
        quantity: 1,
        frequency: 1 as const,
        recurrence: true,
      },
    ];
    const offer = (code: string, type: Offer['type'], amount: number, category?: string) => ({
      code,
      discountCents: cartTotals(
        plans,
        addons,
        {
          code,
          category: 'MARKETING',
          type,
          amount: offerAmount(type, amount),
          productCategory: category,
        },
        0,
      ).discount,
    });
    const choice = chooseOffer(
      offer('PUP-ABCDEF', 'PERCENT_AMOUNT', 60),
      offer('FRESHSTART25', 'CATEGORY_PERCENT_AMOUNT', 25, 'FR'),
    );
    expect(choice).toEqual({
      keep: 'current',
      notice: {
        code: 'FRESHSTART25',
        kept: 'PUP-ABCDEF',
        message:
          'PUP-ABCDEF saves you more on your first box ($87.00 off) than FRESHSTART25 ($30.00 off), so we kept PUP-ABCDEF.',
      },
    });
  });
});
