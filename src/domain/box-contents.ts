import { recipeShares, type PricedRecipe } from './plan-quote';
import { parsePlanSku } from './plan-sku';
import { priceSku } from './sku-pricing';

/** One recipe in a pup's box: fresh food in trays, baked food in bags. */
export interface RecipePack {
  recipe_key: string;
  unit: 'tray' | 'bag';
  count: number;
}

export interface BoxContents {
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  recipes: RecipePack[];
}

/**
 * Splits a whole number of units between shares by weight (largest remainder, ties to the first),
 * so the parts always add up to the total.
 */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * What goes into a pup's box for a plan sku and box size: the box's tray and bag counts as the
 * plan is sold (priceSku), split between its recipes by the grams each recipe weighs in a day
 * (recipeShares, the split pricing uses). Null when the sku cannot be priced.
 */
export function boxContents(
  sku: string,
  recipes: PricedRecipe[],
  weeks?: number,
): BoxContents | null {
  const pricing = priceSku(sku, recipes, weeks);
  const plan = parsePlanSku(sku);
  if (!pricing || !plan?.selection) return null;
  const chosen = recipes.filter((recipe) =>
    (recipe.kind === 'fresh' ? plan.selection!.fresh : plan.selection!.dry).includes(recipe.key),
  );
  const shares = recipeShares(plan.kcalPerDay, plan.planType, chosen);
  const packs: RecipePack[] = [];
  for (const [kind, unit, total] of [
    ['fresh', 'tray', pricing.tray_count],
    ['dry', 'bag', pricing.bag_count],
  ] as const) {
    const ofKind = shares.filter((share) => share.kind === kind);
    const counts = splitByWeight(
      total,
      ofKind.map((share) => share.grams),
    );
    ofKind.forEach((share, index) =>
      packs.push({ recipe_key: share.key, unit, count: counts[index]! }),
    );
  }
  return {
    weeks_of_food: pricing.weeks_of_food,
    tray_count: pricing.tray_count,
    bag_count: pricing.bag_count,
    recipes: packs,
  };
}
