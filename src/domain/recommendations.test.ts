import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import type { Offer } from './offers';
import { parsePlanSku, planSku } from './plan-sku';
import { buildProduct, buildRecommendations, type CatalogRecipe } from './recommendations';
import { selectionsFor, subsets, unavailableRecipes } from './recipe-selection';

const ALL: CatalogRecipe[] = RECIPES;
const WITHOUT_LAMB = ALL.filter((recipe) => recipe.key !== 'lamb');
const HALF_OFF: Offer = {
  code: 'WELCOME50',
  category: 'MARKETING',
  type: 'PERCENT_AMOUNT',
  amount: { kind: 'percent', bps: 5000 },
};
const base = {
  kcalPerDay: 792,
  available: WITHOUT_LAMB,
  allergies: [],
  offer: null,
  includeVariants: false,
};

describe('buildRecommendations', () => {
  it('offers the four plan types', () => {
    const entries = buildRecommendations(['FR', 'half_fresh', 'DY', 'MX'], base);
    expect(entries.map((entry) => entry.product_type)).toEqual(['FR', 'half_fresh', 'DY', 'MX']);
    for (const entry of entries) {
      expect(entry.products).toHaveLength(1);
      expect(entry.products[0]!.product_type).toBe(entry.product_type);
      expect(entry.recommended).toEqual(entry.products[0]!.recommended);
    }
  });

  it('prices half-fresh at half the calories of fresh, with portion 0.5', () => {
    const [fresh, half] = buildRecommendations(['FR', 'half_fresh'], base).map(
      (entry) => entry.products[0]!,
    );
    expect(half!.portion_size).toBe('0.5');
    expect(fresh!.portion_size).toBe('1.0');
    expect(half!.kcalories_per_day).toBe(396);
    expect(half!.price_per_day).toBe(Math.round(fresh!.price_per_day / 2));
  });

  it('never recommends a recipe with one of the dog’s allergens', () => {
    const [fresh, dry] = buildRecommendations(['FR', 'DY'], { ...base, allergies: ['chicken'] });
    expect(fresh!.recommended!.recipes.fresh).toEqual(['beef', 'turkey']);
    expect(dry!.recommended!.recipes.dry).toEqual(['baked-beef']);
    expect(fresh!.available_recipes.fresh).toContain('chicken');
  });

  it('recommends nothing for a plan with no safe recipe, but still prices it', () => {
    const [dry] = buildRecommendations(['DY'], { ...base, allergies: ['chicken', 'beef'] });
    expect(dry!.recommended).toBeNull();
    expect(dry!.products[0]!.price_per_week).toBeGreaterThan(0);
  });

  it('leaves lamb out unless it is available', () => {
    const [fresh] = buildRecommendations(['FR'], base);
    expect(fresh!.available_recipes.fresh).not.toContain('lamb');
    const [withLamb] = buildRecommendations(['FR'], { ...base, available: ALL });
    expect(withLamb!.available_recipes.fresh).toContain('lamb');
    expect(unavailableRecipes(ALL, WITHOUT_LAMB).map((recipe) => recipe.key)).toEqual(['lamb']);
  });

  it('applies an offer to the discounted prices only', () => {
    const plain = buildProduct({ ...base, planType: 'FR' });
    const offered = buildProduct({ ...base, planType: 'FR', offer: HALF_OFF });
    expect(offered.price_per_week).toBe(plain.price_per_week);
    expect(offered.discounted_price_per_day).toBe(Math.round(plain.price_per_day / 2));
    expect(offered.discounted_price_per_week).toBe(offered.discounted_price_per_day * 7);
  });

  it('names starter boxes one to five', () => {
    const product = buildProduct({ ...base, planType: 'FR', available: ALL });
    expect(product.starter_boxes.map((box) => box.name)).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
    expect(product.starter_boxes[2]!.recipes.fresh).toHaveLength(3);
  });

  it('lists every orderable recipe choice as a variant when full products are asked for', () => {
    const product = buildProduct({ ...base, planType: 'FR', includeVariants: true });
    expect(product.variants).toHaveLength(4 + 6 + 4);
    for (const variant of product.variants!) {
      expect(parsePlanSku(variant.sku)?.selection).toEqual(variant.recipes);
      expect(variant.price_per_week % 7).toBe(0);
    }
    expect(buildProduct({ ...base, planType: 'FR' }).variants).toBeUndefined();
  });

  it('keeps a week at seven days of price for every dog size and plan', () => {
    for (const kcal of [120, 400, 792, 1500, 3200]) {
      for (const planType of ['FR', 'half_fresh', 'DY', 'MX'] as const) {
        const product = buildProduct({
          ...base,
          kcalPerDay: kcal,
          planType,
          offer: HALF_OFF,
          includeVariants: true,
        });
        expect(product.price_per_week).toBe(product.price_per_day * 7);
        expect(product.discounted_price_per_week).toBe(product.discounted_price_per_day * 7);
        expect(product.weeks_of_food).toBeGreaterThanOrEqual(1);
        expect(product.weeks_of_food).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe('plan skus', () => {
  it.each([
    ['FR', 792, { fresh: ['chicken', 'beef'], dry: [] }, 'FR_792_10_chicken+beef_0'],
    ['half_fresh', 396, { fresh: ['turkey'], dry: [] }, 'FR_396_05_turkey_0'],
    ['MX', 1200, { fresh: ['pork'], dry: ['baked-chicken'] }, 'MX_1200_10_pork_baked-chicken'],
    ['DY', 650, undefined, 'DY_650_10'],
  ] as const)('%s %i %o ↔ %s', (planType, kcal, selection, sku) => {
    const theSelection = selection
      ? { fresh: [...selection.fresh], dry: [...selection.dry] }
      : undefined;
    expect(planSku(planType, kcal, theSelection)).toBe(sku);
    expect(parsePlanSku(sku)).toEqual({
      planType,
      kcalPerDay: kcal,
      selection: theSelection ?? null,
    });
  });

  it.each([
    '',
    'FR',
    'XX_792_10',
    'FR_792_07',
    'DY_792_05',
    'FR_7_10',
    'FR_792_10_BEEF_0',
    'FR_792_10_beef',
  ])('refuses "%s"', (sku) => {
    expect(parsePlanSku(sku)).toBeNull();
  });
});

describe('recipe selections', () => {
  it('are every non-empty choice up to the limit', () => {
    expect(subsets(['a', 'b', 'c'], 2)).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(selectionsFor('DY', WITHOUT_LAMB)).toHaveLength(3);
    expect(selectionsFor('MX', WITHOUT_LAMB)).toHaveLength(10 * 3);
  });
});
