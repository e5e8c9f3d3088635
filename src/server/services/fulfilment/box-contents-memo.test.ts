import { describe, expect, it } from 'vitest';
import { boxContents } from '@/domain/box-contents';
import type { PricedRecipe } from '@/domain/plan-quote';
import { memoizedBoxContents } from './box-contents-memo';

const recipes: PricedRecipe[] = [
  { key: 'chicken', kind: 'fresh', kcalPerKg: 1300, centsPer1000Kcal: 900 },
  { key: 'baked-beef', kind: 'dry', kcalPerKg: 3600, centsPer1000Kcal: 500 },
];

describe('memoizedBoxContents', () => {
  it('answers what the packing rule answers, per plan and box size', () => {
    const contentsOf = memoizedBoxContents(recipes);
    for (const [sku, weeks] of [
      ['FR_800_10_chicken_0', 2],
      ['FR_800_10_chicken_0', 1],
      ['MX_1200_10_chicken_baked-beef', 4],
      ['FR_800_10_venison_0', 2],
    ] as const) {
      expect(contentsOf(sku, weeks)).toEqual(boxContents(sku, recipes, weeks));
      // The second time from memory: the same answer.
      expect(contentsOf(sku, weeks)).toEqual(boxContents(sku, recipes, weeks));
    }
  });

  it('starts over when the recipes change', () => {
    const before = memoizedBoxContents(recipes)('FR_800_10_chicken_0', 2);
    const leaner = recipes.map((recipe) => ({ ...recipe, kcalPerKg: recipe.kcalPerKg / 2 }));
    const after = memoizedBoxContents(leaner)('FR_800_10_chicken_0', 2);
    expect(after).toEqual(boxContents('FR_800_10_chicken_0', leaner, 2));
    expect(after).not.toEqual(before);
  });
});
