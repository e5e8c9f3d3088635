import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import type { PlanCatalog } from './plan/plan-step';

/** Build-time data of the quiz pages: add-ons to offer, recipe names and allergens for the picker. */
export function quizCatalog(): PlanCatalog {
  return {
    addons: ADDONS.map(({ sku, name, size, priceCents, productType, allergens }) => ({
      sku,
      name,
      size,
      priceCents,
      productType,
      allergens,
    })),
    recipes: RECIPES.map(({ key, name, allergens }) => ({ key, name, allergens })),
    recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])),
  };
}
