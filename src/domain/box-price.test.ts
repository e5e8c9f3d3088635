import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { cartTotals } from './cart-totals';
import { offerAmount, type Offer } from './offers';
import { buildProduct } from './recommendations';
import { boxBreakdown } from './pricing';
import type { PlanType } from './plan-types';
import { skuProductType } from './plan-types';

const offer = (type: Offer['type'], amount: number, productCategory?: string): Offer => ({
  code: 'X',
  category: 'MARKETING',
  type,
  amount: offerAmount(type, amount),
  productCategory,
});

/**
 * Issue item 20: the plan step's prices must add up to what is charged. The box is the source of
 * truth: the first box stated is what the cart charges for the plan, and the week and day shown
 * next to the regular box multiply back to it exactly.
 */
describe('box prices on the plan step add up to the charge', () => {
  const cases: Array<[PlanType, number, Offer | null]> = [];
  for (const planType of ['FR', 'half_fresh', 'DY', 'MX'] as PlanType[])
    for (const kcal of [236, 520, 792, 1163, 1777, 2611])
      for (const theOffer of [
        null,
        offer('PERCENT_AMOUNT', 50),
        offer('PERCENT_AMOUNT', 33),
        offer('DOLLAR_AMOUNT', 20),
        offer('CATEGORY_PERCENT_AMOUNT', 60, 'FR'),
      ])
        cases.push([planType, kcal, theOffer]);

  it.each(cases)('%s at %i kcal, offer %o', (planType, kcal, theOffer) => {
    const product = buildProduct({
      planType,
      kcalPerDay: kcal,
      available: RECIPES,
      allergies: [],
      offer: theOffer,
      includeVariants: true,
    });
    for (const priced of [product, ...(product.variants ?? [])]) {
      const weeks = priced.weeks_of_food;
      // The regular box and what is derived from it multiply back exactly.
      const regular = boxBreakdown(priced.box_price, weeks);
      expect(regular.week * weeks).toBe(priced.box_price);
      expect(regular.day * 7).toBe(regular.week);
      expect(regular.week).toBe(priced.price_per_week);
      // The first box stated is the amount the cart charges for this plan alone.
      const charged = cartTotals(
        [{ pet_id: 1, product_type: skuProductType(planType), box_cents: priced.box_price }],
        [],
        theOffer,
        0,
      );
      expect(priced.discounted_box_price).toBe(charged.total);
    }
  });

  it('the example of the issue: $30.59 a week, 4 weeks, 50% off → first box $61.18', () => {
    expect(boxBreakdown(12236, 4)).toEqual({ box: 12236, weeks: 4, week: 3059, day: 437 });
  });
});
