import { ADDONS } from '@/server/catalog/addons-data';
import { RECIPES } from '@/server/catalog/recipes-data';
import type { PlanCatalog } from './plan/plan-step';

/** Build-time data of the quiz pages: add-ons to offer and recipe names for the picker. */
export function quizCatalog(): PlanCatalog {
  return {
    addons: ADDONS.map(({ sku, name, size, priceCents, productType }) => ({
      sku,
      name,
      size,
      priceCents,
      productType,
    })),
    recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])),
  };
}
