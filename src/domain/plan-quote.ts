import { boxFor, type BoxSize } from './box';
import type { Offer } from './offers';
import { PLAN_SPLIT, skuProductType, type PlanType } from './plan-types';
import {
  costCents,
  discountedBoxCents,
  discountedPrices,
  pricesFromDay,
  roundCents,
  type DiscountedPrices,
  type PlanPrices,
} from './pricing';

/** What pricing needs to know about a recipe. */
export interface PricedRecipe {
  key: string;
  kind: 'fresh' | 'dry';
  kcalPerKg: number;
  centsPer1000Kcal: number;
}

export interface RecipeSelection {
  fresh: string[];
  dry: string[];
}

export type PlanQuote = BoxSize &
  PlanPrices &
  DiscountedPrices & {
    kcalories_per_day: number;
    fresh_grams_per_day: number;
    dry_grams_per_day: number;
    /** One box: price per week × weeks of food. */
    box_price: number;
    /** The first box under the offer: what the cart charges for this plan. */
    discounted_box_price: number;
  };

/**
 * Prices one plan: the day's calories split between fresh and baked food as the plan type says,
 * and equally between the chosen recipes of each kind.
 */
export function quotePlan(
  kcalPerDay: number,
  planType: PlanType,
  recipes: PricedRecipe[],
  offer: Offer | null = null,
): PlanQuote {
  const split = PLAN_SPLIT[planType];
  const fresh = recipes.filter((recipe) => recipe.kind === 'fresh');
  const dry = recipes.filter((recipe) => recipe.kind === 'dry');
  if ((split.fresh > 0 && fresh.length === 0) || (split.dry > 0 && dry.length === 0)) {
    throw new Error(
      `A ${planType} plan needs ${split.fresh > 0 ? 'fresh' : ''}${split.fresh > 0 && split.dry > 0 ? ' and ' : ''}${split.dry > 0 ? 'baked' : ''} recipes`,
    );
  }
  let exactCents = 0;
  const grams = { fresh: 0, dry: 0 };
  for (const [group, share] of [
    [fresh, split.fresh],
    [dry, split.dry],
  ] as const) {
    if (share === 0) continue;
    for (const recipe of group) {
      const kcal = (kcalPerDay * share) / group.length;
      exactCents += costCents(kcal, recipe.centsPer1000Kcal);
      grams[recipe.kind] += (kcal / recipe.kcalPerKg) * 1000;
    }
  }
  const prices = pricesFromDay(roundCents(exactCents));
  const box = boxFor(grams);
  const boxPrice = prices.price_per_week * box.weeks_of_food;
  return {
    kcalories_per_day: Math.round(kcalPerDay * (split.fresh + split.dry)),
    fresh_grams_per_day: Math.round(grams.fresh),
    dry_grams_per_day: Math.round(grams.dry),
    ...box,
    ...prices,
    ...discountedPrices(prices, box.weeks_of_food, offer, skuProductType(planType)),
    box_price: boxPrice,
    discounted_box_price: discountedBoxCents(boxPrice, offer, skuProductType(planType)),
  };
}
