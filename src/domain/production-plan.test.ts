import { describe, expect, it } from 'vitest';
import { RECIPES } from './catalog/recipes-data';
import { RECIPE_FORMULAS } from './catalog/recipe-formulas';
import {
  cookDateOf,
  deliveryDateOf,
  kilograms,
  productionCsvRows,
  productionTotals,
} from './production-plan';

const names = new Map([
  ['chicken', 'Chicken'],
  ['oats', 'Oats'],
  ['rice', 'Brown rice'],
]);
const formulas = {
  chicken: { chicken: 60, rice: 40 },
  'baked-chicken': { chicken: 50, oats: 50 },
};

describe('recipe formulas', () => {
  it.each(RECIPES.map((recipe) => [recipe.key, recipe] as const))(
    '%s names exactly its ingredients and adds up to 100%%',
    (key, recipe) => {
      const formula = RECIPE_FORMULAS[key]!;
      expect(Object.keys(formula)).toEqual(recipe.ingredients.map((ingredient) => ingredient.key));
      expect(Object.values(formula).reduce((sum, percent) => sum + percent, 0)).toBe(100);
    },
  );
});

describe('production totals', () => {
  it('weighs trays at 340 g and bags at 1,814 g, adding ordered and forecast lines together', () => {
    const totals = productionTotals(
      [
        { recipe_key: 'chicken', recipe_name: 'Chicken', unit: 'tray', count: 10 },
        { recipe_key: 'chicken', recipe_name: 'Chicken', unit: 'tray', count: 5 },
        { recipe_key: 'baked-chicken', recipe_name: 'Baked Chicken', unit: 'bag', count: 2 },
      ],
      names,
      formulas,
    );
    expect(totals.recipes).toEqual([
      {
        recipe_key: 'baked-chicken',
        recipe_name: 'Baked Chicken',
        unit: 'bag',
        count: 2,
        grams: 3628,
      },
      { recipe_key: 'chicken', recipe_name: 'Chicken', unit: 'tray', count: 15, grams: 5100 },
    ]);
    expect(totals.total_grams).toBe(8728);
    // Chicken: 60% of 5,100 g + 50% of 3,628 g; rice 40% of 5,100 g; oats 50% of 3,628 g.
    expect(totals.ingredients).toEqual([
      { ingredient_key: 'chicken', ingredient_name: 'Chicken', grams: 4874 },
      { ingredient_key: 'rice', ingredient_name: 'Brown rice', grams: 2040 },
      { ingredient_key: 'oats', ingredient_name: 'Oats', grams: 1814 },
    ]);
    expect(totals.without_formula).toEqual([]);
  });

  it('rounds each ingredient once from its exact sum', () => {
    const totals = productionTotals(
      [
        { recipe_key: 'a', recipe_name: 'A', unit: 'tray', count: 1 },
        { recipe_key: 'b', recipe_name: 'B', unit: 'tray', count: 1 },
      ],
      new Map(),
      { a: { x: 0.15, y: 99.85 }, b: { x: 0.15, y: 99.85 } },
    );
    // 0.51 g twice is 1.02 g: 1 g, where rounding per recipe would give 2 g.
    expect(totals.ingredients.find((line) => line.ingredient_key === 'x')?.grams).toBe(1);
  });

  it('plans a recipe without a formula by weight and names it, and drops empty lines', () => {
    const totals = productionTotals(
      [
        { recipe_key: 'venison', recipe_name: 'Venison', unit: 'tray', count: 3 },
        { recipe_key: 'chicken', recipe_name: 'Chicken', unit: 'tray', count: 0 },
      ],
      names,
      formulas,
    );
    expect(totals.recipes.map((line) => [line.recipe_key, line.grams])).toEqual([
      ['venison', 1020],
    ]);
    expect(totals.ingredients).toEqual([]);
    expect(totals.without_formula).toEqual(['venison']);
  });
});

describe('cook dates and the kitchen CSV', () => {
  it('cooks four days before delivery (the day after the change-by day)', () => {
    expect(cookDateOf('2027-12-31')).toBe('2027-12-27');
    expect(deliveryDateOf('2027-12-27')).toBe('2027-12-31');
    expect(deliveryDateOf('2028-02-26')).toBe('2028-03-01');
  });

  it('gives kilograms with two decimals', () => {
    expect(kilograms(5100)).toBe('5.10');
    expect(kilograms(1)).toBe('0.00');
    expect(kilograms(0)).toBe('0.00');
  });

  it('writes a header, then the recipes, then the ingredients', () => {
    const totals = productionTotals(
      [{ recipe_key: 'chicken', recipe_name: 'Chicken', unit: 'tray', count: 3 }],
      names,
      formulas,
    );
    expect(productionCsvRows('2027-12-27', totals)).toEqual([
      ['cook_date', 'delivery_date', 'line_type', 'key', 'name', 'unit', 'units', 'kilograms'],
      ['2027-12-27', '2027-12-31', 'recipe', 'chicken', 'Chicken', 'tray', 3, '1.02'],
      ['2027-12-27', '2027-12-31', 'ingredient', 'chicken', 'Chicken', 'kg', '', '0.61'],
      ['2027-12-27', '2027-12-31', 'ingredient', 'rice', 'Brown rice', 'kg', '', '0.41'],
    ]);
  });
});
