import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { pricedAddons, type PriceSheet } from '@/domain/price-book';
import { addonImage, addonImageAlt } from '../catalog/product-art';
import { menuImage } from '../catalog/plan-art';
import type { PlanCatalog } from './plan/plan-step';

/**
 * Data of the quiz pages (statically generated, see docs/prices.md): add-ons to offer at the
 * sheet's prices, recipe names and allergens for the picker.
 */
export function quizCatalog(sheet: PriceSheet): PlanCatalog {
  return {
    addons: pricedAddons(ADDONS, sheet).map(
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
