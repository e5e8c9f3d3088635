import { describe, expect, it } from 'vitest';
import { offerAmount, type Offer } from './offers';
import { discountedPrices, pricesFromDay } from './pricing';

const percent = (amount: number): Offer => ({
  code: 'P',
  category: 'MARKETING',
  type: 'PERCENT_AMOUNT',
  amount: offerAmount('PERCENT_AMOUNT', amount),
});
const dollars = (amount: number): Offer => ({
  code: 'D',
  category: 'MARKETING',
  type: 'DOLLAR_AMOUNT',
  amount: offerAmount('DOLLAR_AMOUNT', amount),
});

describe('pricesFromDay', () => {
  it.each([
    [412, { price_per_day: 412, price_per_week: 2884, price_per_meal: 206 }],
    [413, { price_per_day: 413, price_per_week: 2891, price_per_meal: 207 }],
    [0, { price_per_day: 0, price_per_week: 0, price_per_meal: 0 }],
  ])('%i cents a day → %o', (day, prices) => {
    expect(pricesFromDay(day)).toEqual(prices);
  });

  it('a week is always exactly seven days to the cent', () => {
    for (let day = 0; day < 5000; day += 7) expect(pricesFromDay(day).price_per_week).toBe(day * 7);
  });
});

describe('discountedPrices', () => {
  const prices = pricesFromDay(400);

  it('without an offer the discounted prices are the prices', () => {
    expect(discountedPrices(prices, 2, null, 'FR')).toEqual({
      discounted_price_per_day: 400,
      discounted_price_per_week: 2800,
      discounted_price_per_meal: 200,
    });
  });

  it.each([
    [percent(50), 2, 200],
    [percent(25), 4, 300],
    [dollars(20), 2, 257],
    [dollars(20), 4, 329],
    [dollars(500), 2, 0],
    [percent(100), 1, 0],
  ])('%o over %i weeks → %i cents a day', (offer, weeks, day) => {
    const discounted = discountedPrices(prices, weeks, offer, 'FR');
    expect(discounted.discounted_price_per_day).toBe(day);
    expect(discounted.discounted_price_per_week).toBe(day * 7);
    expect(discounted.discounted_price_per_week).toBeGreaterThanOrEqual(0);
  });

  it('a category offer only discounts its own product type', () => {
    const offer: Offer = {
      code: 'C',
      category: 'MARKETING',
      type: 'CATEGORY_PERCENT_AMOUNT',
      amount: { kind: 'percent', bps: 2500 },
      productCategory: 'FR',
    };
    expect(discountedPrices(prices, 2, offer, 'FR').discounted_price_per_day).toBe(300);
    expect(discountedPrices(prices, 2, offer, 'DY').discounted_price_per_day).toBe(400);
  });
});
