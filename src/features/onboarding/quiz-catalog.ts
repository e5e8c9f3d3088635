import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { addonImage, addonImageAlt } from '../catalog/product-art';
import { menuImage } from '../catalog/plan-art';
import type { PlanCatalog } from './plan/plan-step';

/** Build-time data of the quiz pages: add-ons to offer, recipe names and allergens for the picker. */
export function quizCatalog(): PlanCatalog {
  return {
    addons: ADDONS.map(
      ({ key, sku, name, size, priceCents, productType, allergens, container }) => ({
        sku,
        name,
        size,
        priceCents,
        productType,
        allergens,
        container,
        image: addonImage(key),
        imageAlt: addonImageAlt({ name, container }),
      }),
    ),
    recipes: RECIPES.map((recipe) => ({
      key: recipe.key,
      name: recipe.name,
      allergens: recipe.allergens,
      image: menuImage(recipe),
    })),
    recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])),
  };
}
