import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { addonImage, addonImageAlt, recipeImageAlt } from '@/features/catalog/product-art';
import { recipeImage } from '@/features/catalog/typical-dog';

export interface ArtImage {
  src: string;
  alt: string;
}

/** The shop's illustrations by recipe key and by extra's stock code, for My plan's boxes. */
export type PlanArt = Record<string, ArtImage>;

/** The pictures My plan shows, from the catalogue (bundled with the page: see pages/account). */
export function planArt(): PlanArt {
  return Object.fromEntries([
    ...RECIPES.map((recipe) => [
      recipe.key,
      { src: recipeImage(recipe), alt: recipeImageAlt(recipe) },
    ]),
    ...ADDONS.map((addon) => [
      addon.sku,
      { src: addonImage(addon.key), alt: addonImageAlt(addon) },
    ]),
  ]);
}
