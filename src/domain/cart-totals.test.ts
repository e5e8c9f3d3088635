import { describe, expect, it } from 'vitest';
import { cartTotals, type PricedAddon, type PricedPlan } from './cart-totals';
import { offerAmount, type Offer } from './offers';

const plan = (box: number, type: PricedPlan['product_type'] = 'FR', pet = 1): PricedPlan => ({
  pet_id: pet,
  product_type: type,
  box_cents: box,
});
const addon = (over: Partial<PricedAddon> = {}): PricedAddon => ({
  sku: 'ZOOMIES01',
  product_type: 'SP',
  unit_cents: 2500,
  quantity: 1,
  ...over,
});
const offer = (type: Offer['type'], amount: number, productCategory?: string): Offer => ({
  code: 'X',
  category: 'MARKETING',
  type,
  amount: offerAmount(type, amount),
  productCategory,
});

describe('cartTotals', () => {
  it('adds plans and add-ons without an offer or tax', () => {
    expect(
      cartTotals([plan(12000), plan(8000, 'DY', 2)], [addon({ quantity: 2 })], null, 0),
    ).toEqual({
      subtotal: 25000,
      discount: 0,
      tax: 0,
      shipping: 0,
      total: 25000,
      next_box_subtotal: 0,
      next_box_tax: 0,
      next_box_total: 0,
    });
  });

  it.each([
    ['50% off everything', offer('PERCENT_AMOUNT', 50), 7500],
    ['$20 off the box once, not per pup', offer('DOLLAR_AMOUNT', 20), 2000],
    ['60% off fresh food only', offer('CATEGORY_PERCENT_AMOUNT', 60, 'FR'), 6000],
    ['20% off supplements only', offer('CATEGORY_PERCENT_AMOUNT', 20, 'SP'), 1000],
  ])('%s', (_name, theOffer, discount) => {
    const totals = cartTotals(
      [plan(10000), plan(0, 'DY', 2)],
      [addon({ unit_cents: 5000 })],
      theOffer,
      0,
    );
    expect(totals.discount).toBe(discount);
    expect(totals.total).toBe(15000 - discount);
  });

  it('never goes below zero, whatever the offer', () => {
    const totals = cartTotals([plan(1500)], [], offer('DOLLAR_AMOUNT', 100), 72_500);
    expect(totals).toMatchObject({ discount: 1500, tax: 0, total: 0 });
  });

  it('taxes what is left after the discount, rounded half up', () => {
    // 10000 - 50% = 5000; 7.25% of 5000 = 362.5 → 363
    const totals = cartTotals([plan(10000)], [], offer('PERCENT_AMOUNT', 50), 72_500);
    expect(totals).toMatchObject({ tax: 363, total: 5363 });
  });

  it('prices no later box itself: the next boxes are the pups’ repeat boxes, added up', () => {
    const totals = cartTotals([plan(10000), plan(8000, 'DY', 2)], [addon()], null, 72_500, [
      { subtotal: 9000, tax: 653, total: 9653 },
      { subtotal: 8000, tax: 580, total: 8580 },
    ]);
    expect(totals).toMatchObject({
      subtotal: 20500,
      next_box_subtotal: 17000,
      next_box_tax: 1233,
      next_box_total: 18233,
    });
  });
});
