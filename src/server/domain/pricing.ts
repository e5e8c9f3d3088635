import { MEALS_PER_DAY } from './nutrition';
import { discountCents, type Offer } from './offers';

/**
 * Plan prices in integer cents. Rounding rules:
 * 1. The exact cost of a day's food (calories × each recipe's price per 1000 kcal) is rounded half
 *    up to whole cents: that is the price per day.
 * 2. Price per week is exactly 7 × price per day; a box is price per week × weeks of food.
 * 3. Price per meal is the day's price over MEALS_PER_DAY, rounded half up (informational only).
 * 4. Under an offer the first box is discounted; the discounted price per day is the discounted
 *    box over its days, rounded half up, and the discounted week and meal follow rules 2 and 3.
 */
export interface PlanPrices {
  price_per_day: number;
  price_per_week: number;
  price_per_meal: number;
}

export interface DiscountedPrices {
  discounted_price_per_day: number;
  discounted_price_per_week: number;
  discounted_price_per_meal: number;
}

export function pricesFromDay(pricePerDay: number): PlanPrices {
  return {
    price_per_day: pricePerDay,
    price_per_week: pricePerDay * 7,
    price_per_meal: Math.round(pricePerDay / MEALS_PER_DAY),
  };
}

/** Exact cost of some calories of one recipe, in (fractional) cents. */
export function costCents(kcal: number, centsPer1000Kcal: number): number {
  return (kcal * centsPer1000Kcal) / 1000;
}

export function roundCents(exact: number): number {
  return Math.round(exact + 1e-9);
}

export function discountedPrices(
  prices: PlanPrices,
  weeksOfFood: number,
  offer: Offer | null,
  productType: string,
): DiscountedPrices {
  const days = weeksOfFood * 7;
  const box = prices.price_per_week * weeksOfFood;
  const boxAfterOffer = offer ? box - discountCents(box, offer, productType) : box;
  const perDay = boxAfterOffer === box ? prices.price_per_day : roundCents(boxAfterOffer / days);
  const discounted = pricesFromDay(perDay);
  return {
    discounted_price_per_day: discounted.price_per_day,
    discounted_price_per_week: discounted.price_per_week,
    discounted_price_per_meal: discounted.price_per_meal,
  };
}
