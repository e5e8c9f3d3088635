import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { pricedAddons, type PriceSheet } from '@/domain/price-book';
import { addonImage, addonImageAlt } from '../catalog/product-art';
import { menuImage } from '../catalog/plan-art';
import type { PlanCatalog } from './plan/plan-step';

/**
 * Data of the quiz pages: add-ons to offer at the sheet's prices (the public quiz's statically
 * generated sheet, see docs/prices.md, or today's prices from the API on the account's pages),
 * recipe names and allergens for the picker. An add-on without a price is not offered.
 */
export function quizCatalog(sheet: Pick<PriceSheet, 'addons'>): PlanCatalog {
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
