import { BAKED_BAG_GRAMS, FRESH_TRAY_GRAMS } from './box';
import { RECIPE_FORMULAS } from './catalog/recipe-formulas';
import { addDays, PREP_DAYS } from './delivery-schedule';

/**
 * Production planning: what the kitchen cooks on a day. Food is cooked to order PREP_DAYS before
 * it arrives (the day after the boxes' change-by day, so what is cooked is what was charged), so a
 * cook date serves exactly one delivery date. Its recipes come from that date's pick list (the
 * packing rule's trays and bags, for the boxes ordered and for the plans due and not ordered yet),
 * each unit filled to its weight; each recipe's kilograms split into ingredients by its formula.
 */
export const cookDateOf = (deliveryDate: string) => addDays(deliveryDate, -PREP_DAYS);
export const deliveryDateOf = (cookDate: string) => addDays(cookDate, PREP_DAYS);

export const UNIT_GRAMS = { tray: FRESH_TRAY_GRAMS, bag: BAKED_BAG_GRAMS } as const;

/** A recipe's trays or bags on the date (a pick-list line). */
export interface RecipeUnits {
  recipe_key: string;
  recipe_name: string;
  unit: 'tray' | 'bag';
  count: number;
}

export interface ProductionRecipe extends RecipeUnits {
  grams: number;
}

export interface ProductionIngredient {
  ingredient_key: string;
  ingredient_name: string;
  grams: number;
}

export interface ProductionTotals {
  recipes: ProductionRecipe[];
  ingredients: ProductionIngredient[];
  total_grams: number;
  /** Recipes with no formula: their kilograms are planned, their ingredients are not. */
  without_formula: string[];
}

/**
 * Adds up the units per recipe and unit (ordered and forecast lines alike), weighs them and
 * splits each recipe into its ingredients. Grams are whole: an ingredient's grams are rounded
 * once, from the exact sum over the recipes, so rounding does not pile up.
 */
export function productionTotals(
  lines: readonly RecipeUnits[],
  ingredientNames: ReadonlyMap<string, string>,
  formulas: Readonly<Record<string, Readonly<Record<string, number>>>> = RECIPE_FORMULAS,
): ProductionTotals {
  const recipes = new Map<string, ProductionRecipe>();
  for (const line of lines) {
    if (line.count <= 0) continue;
    const key = `${line.recipe_key}:${line.unit}`;
    const recipe = recipes.get(key) ?? { ...line, count: 0, grams: 0 };
    recipe.count += line.count;
    recipe.grams = recipe.count * UNIT_GRAMS[line.unit];
    recipes.set(key, recipe);
  }
  const exact = new Map<string, number>();
  const withoutFormula = new Set<string>();
  for (const recipe of recipes.values()) {
    const formula = formulas[recipe.recipe_key];
    if (!formula) {
      withoutFormula.add(recipe.recipe_key);
      continue;
    }
    for (const [ingredient, percent] of Object.entries(formula))
      exact.set(ingredient, (exact.get(ingredient) ?? 0) + (recipe.grams * percent) / 100);
  }
  const sortedRecipes = [...recipes.values()].sort(
    (a, b) => a.unit.localeCompare(b.unit) || a.recipe_name.localeCompare(b.recipe_name),
  );
  const ingredients = [...exact.entries()]
    .map(([key, grams]) => ({
      ingredient_key: key,
      ingredient_name: ingredientNames.get(key) ?? key,
      grams: Math.round(grams),
    }))
    .sort((a, b) => b.grams - a.grams || a.ingredient_name.localeCompare(b.ingredient_name));
  return {
    recipes: sortedRecipes,
    ingredients,
    total_grams: sortedRecipes.reduce((sum, recipe) => sum + recipe.grams, 0),
    without_formula: [...withoutFormula].sort(),
  };
}

/** Kilograms for the kitchen, from whole grams: "12.34" (two decimals, never rounded to zero). */
export function kilograms(grams: number): string {
  return (grams / 1000).toFixed(2);
}

export const PRODUCTION_CSV_COLUMNS = [
  'cook_date',
  'delivery_date',
  'line_type',
  'key',
  'name',
  'unit',
  'units',
  'kilograms',
] as const;

/** The kitchen's CSV rows: each recipe (with its trays or bags), then each ingredient. */
export function productionCsvRows(
  cookDate: string,
  totals: ProductionTotals,
): Array<Array<string | number>> {
  const deliveryDate = deliveryDateOf(cookDate);
  return [
    [...PRODUCTION_CSV_COLUMNS],
    ...totals.recipes.map((recipe) => [
      cookDate,
      deliveryDate,
      'recipe',
      recipe.recipe_key,
      recipe.recipe_name,
      recipe.unit,
      recipe.count,
      kilograms(recipe.grams),
    ]),
    ...totals.ingredients.map((ingredient) => [
      cookDate,
      deliveryDate,
      'ingredient',
      ingredient.ingredient_key,
      ingredient.ingredient_name,
      'kg',
      '',
      kilograms(ingredient.grams),
    ]),
  ];
}
