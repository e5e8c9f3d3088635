import { boxContents } from './box-contents';
import type { PricedRecipe } from './plan-quote';

/** Boxes of one plan (sku) and box size on a delivery date, counted by the database. */
export interface PlanGroup {
  sku: string;
  weeks_of_food: number | null;
  boxes: number;
}

export interface PickRecipe {
  recipe_key: string;
  recipe_name: string;
  unit: 'tray' | 'bag';
  count: number;
}

/**
 * A date's recipe pick list: each plan group's box contents (boxContents, the packing rule)
 * times its number of boxes, added up per recipe and unit. Plans that no longer price (a recipe
 * gone from the catalogue) are returned apart so nobody silently packs short.
 */
export function recipePickList(
  groups: PlanGroup[],
  recipes: Array<PricedRecipe & { name: string }>,
): { recipes: PickRecipe[]; unpriced: PlanGroup[] } {
  const totals = new Map<string, PickRecipe>();
  const unpriced: PlanGroup[] = [];
  const names = new Map(recipes.map((recipe) => [recipe.key, recipe.name]));
  for (const group of groups) {
    const contents = boxContents(group.sku, recipes, group.weeks_of_food ?? undefined);
    if (!contents) {
      unpriced.push(group);
      continue;
    }
    for (const pack of contents.recipes) {
      const key = `${pack.recipe_key}:${pack.unit}`;
      const line = totals.get(key) ?? {
        recipe_key: pack.recipe_key,
        recipe_name: names.get(pack.recipe_key) ?? pack.recipe_key,
        unit: pack.unit,
        count: 0,
      };
      line.count += pack.count * group.boxes;
      totals.set(key, line);
    }
  }
  const list = [...totals.values()]
    .filter((line) => line.count > 0)
    .sort((a, b) => a.unit.localeCompare(b.unit) || a.recipe_name.localeCompare(b.recipe_name));
  return { recipes: list, unpriced };
}
