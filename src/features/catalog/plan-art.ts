import { RECIPES, type RecipeData } from '@/domain/catalog/recipes-data';
import { parsePlanSku } from '@/domain/plan-sku';
import { recipeImage } from './typical-dog';

/** A recipe's bowl picture as menus show it (the small square art, not the recipe page's). */
export const menuImage = (recipe: Pick<RecipeData, 'kind' | 'slug'>) =>
  recipeImage(recipe).replace('/recipes/', '/menu/');

/** The recipes a plan sku names, with their menu pictures, fresh first. */
export function planArt(sku: string): Array<{ key: string; name: string; src: string }> {
  const selection = parsePlanSku(sku)?.selection;
  if (!selection) return [];
  return [...selection.fresh, ...selection.dry].flatMap((key) => {
    const recipe = RECIPES.find((candidate) => candidate.key === key);
    return recipe ? [{ key, name: recipe.name, src: menuImage(recipe) }] : [];
  });
}
