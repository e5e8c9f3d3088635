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
 *    Those are indications only: what is charged is the discounted box (discountedBoxCents), and
 *    what the plan step states is that box, next to the regular box and the week and day derived
 *    from it (boxBreakdown), which add up exactly.
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

/** The first box under an offer, as the cart charges one plan: the box less the offer's discount. */
export function discountedBoxCents(
  boxCents: number,
  offer: Offer | null,
  productType: string,
): number {
  return offer ? boxCents - discountCents(boxCents, offer, productType) : boxCents;
}

export interface BoxBreakdown {
  box: number;
  weeks: number;
  week: number;
  day: number;
}

/**
 * Week and day prices derived from a regular box, the source of truth. A box is price per week ×
 * weeks and a week is 7 × price per day (rules 1 and 2), so the division is exact and
 * week × weeks = box, day × 7 = week: the prices shown add up to the price charged.
 */
export function boxBreakdown(boxCents: number, weeks: number): BoxBreakdown {
  const week = Math.round(boxCents / weeks);
  return { box: boxCents, weeks, week, day: Math.round(week / 7) };
}
