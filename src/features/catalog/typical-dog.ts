import { formatCents } from '@/domain/format/money';
import { RECIPES, type RecipeData } from '@/domain/catalog/recipes-data';
import { dailyCalories, type DogProfile } from '@/domain/nutrition';
import { quotePlan } from '@/domain/plan-quote';
import { pricedRecipes, type PriceSheet } from '@/domain/price-book';

/** The dog every public price is quoted for: 30 lb, neutered, normally active adult. */
export const TYPICAL_DOG: DogProfile = { weightLb: 30, activityLevel: 'normal', isNeutered: true };

/**
 * Recipes on offer on the public pages at the prices of `sheet` (the price table's, read by the
 * page's data loader), honouring SHOW_LAMB as it is set at build time.
 */
export function publicRecipes(showLamb: boolean, sheet: PriceSheet): RecipeData[] {
  return pricedRecipes(RECIPES, sheet).filter(
    (recipe) => !recipe.flag || (recipe.flag === 'SHOW_LAMB' && showLamb),
  );
}

/** A recipe's price for the typical dog on its own plan (fresh or baked), through the API's own rules. */
export function typicalWeeklyCents(recipe: RecipeData): number {
  return quotePlan(dailyCalories(TYPICAL_DOG), recipe.kind === 'fresh' ? 'FR' : 'DY', [recipe])
    .price_per_week;
}

/** 'X PER WEEK' (spec section 2). */
export function perWeekLabel(cents: number): string {
  return `${formatCents(cents)} PER WEEK`;
}

export function recipeImage(recipe: Pick<RecipeData, 'kind' | 'slug'>): string {
  return `/images/recipes/${recipe.kind === 'fresh' ? 'fresh' : 'baked'}-${recipe.slug}.svg`;
}

export function recipeHref(recipe: Pick<RecipeData, 'kind' | 'slug'>): string {
  return `/${recipe.kind === 'fresh' ? 'fresh' : 'baked'}-dog-food/${recipe.slug}/`;
}
