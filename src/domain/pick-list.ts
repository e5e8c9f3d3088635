import type { AddonFrequency } from './addon-limits';
import { boxContents, type BoxContents, type RecipePack } from './box-contents';
import { addonShips } from './next-box';
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

/** A plan's box contents with the recipes at hand (boxContents, or a caller's memo of it). */
export type ContentsOf = (sku: string, weeks: number | undefined) => BoxContents | null;

/**
 * A date's recipe pick list: each plan group's box contents (boxContents, the packing rule)
 * times its number of boxes, added up per recipe and unit, on top of `counted`: trays and bags
 * already added up per recipe (the tallies of boxes whose contents the database knows). Plans
 * that no longer price (a recipe gone from the catalogue) are returned apart so nobody silently
 * packs short.
 */
export function recipePickList(
  groups: PlanGroup[],
  recipes: Array<PricedRecipe & { name: string }>,
  contentsOf: ContentsOf = (sku, weeks) => boxContents(sku, recipes, weeks),
  counted: RecipePack[] = [],
): { recipes: PickRecipe[]; unpriced: PlanGroup[] } {
  const totals = new Map<string, PickRecipe>();
  const unpriced: PlanGroup[] = [];
  const names = new Map(recipes.map((recipe) => [recipe.key, recipe.name]));
  const add = (pack: RecipePack, times: number) => {
    const key = `${pack.recipe_key}:${pack.unit}`;
    const line = totals.get(key) ?? {
      recipe_key: pack.recipe_key,
      recipe_name: names.get(pack.recipe_key) ?? pack.recipe_key,
      unit: pack.unit,
      count: 0,
    };
    line.count += pack.count * times;
    totals.set(key, line);
  };
  for (const pack of counted) add(pack, 1);
  for (const group of groups) {
    const contents = contentsOf(group.sku, group.weeks_of_food ?? undefined);
    if (!contents) {
      unpriced.push(group);
      continue;
    }
    for (const pack of contents.recipes) add(pack, group.boxes);
  }
  const list = [...totals.values()]
    .filter((line) => line.count > 0)
    .sort((a, b) => a.unit.localeCompare(b.unit) || a.recipe_name.localeCompare(b.recipe_name));
  return { recipes: list, unpriced };
}

/**
 * Extras of plans due on a date, counted by the database per product and rhythm: `quantity` is
 * the sum over the plans whose next box is number `cycle` and whose extra started in
 * `start_cycle` at this `frequency`.
 */
export interface AddonRhythmGroup {
  sku: string;
  frequency: AddonFrequency;
  start_cycle: number;
  cycle: number;
  quantity: number;
}

export interface PickAddon {
  sku: string;
  product_name: string;
  unit: string;
  quantity: number;
}

/** Extras counted per product only, the ones that ship already picked out (by the tallies). */
export interface AddonTotal {
  sku: string;
  quantity: number;
}

/**
 * Add-on quantities as a pick list: added up per product, named from the catalogue (the sku and
 * `unit` when it no longer lists the product) and sorted by name like the ordered boxes' list.
 */
export function addonPickList(
  totals: AddonTotal[],
  products: ReadonlyMap<string, { name: string; container: string | null }>,
): PickAddon[] {
  const lines = new Map<string, PickAddon>();
  for (const total of totals) {
    const product = products.get(total.sku);
    const line = lines.get(total.sku) ?? {
      sku: total.sku,
      product_name: product?.name ?? total.sku,
      unit: product?.container ?? 'unit',
      quantity: 0,
    };
    line.quantity += total.quantity;
    lines.set(total.sku, line);
  }
  return [...lines.values()]
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.product_name.localeCompare(b.product_name));
}

/**
 * A date's forecast add-on pick list: only the extras due in each plan's next box (every box, or
 * every other box counted from its first: addonShips, the rule the box itself follows), added up
 * per product and sorted by name like the ordered boxes' list.
 */
export function forecastAddonPickList(
  groups: AddonRhythmGroup[],
  products: ReadonlyMap<string, { name: string; container: string | null }>,
): PickAddon[] {
  return addonPickList(dueForecastAddons(groups), products);
}

/** The extras due in each plan's next box (addonShips), as the tallies count them by product. */
export function dueForecastAddons(groups: AddonRhythmGroup[]): AddonTotal[] {
  return groups.filter((group) => addonShips(group, group.cycle));
}
