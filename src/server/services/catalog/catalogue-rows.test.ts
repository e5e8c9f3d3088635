import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueRows } from './catalogue-rows';

const none = { recipes: new Map<string, boolean>(), addons: new Map<string, boolean>() };

describe('catalogueRows', () => {
  it('serves every catalogue entry with the code’s prices, on sale unless its row says not', () => {
    const rows = catalogueRows(CATALOGUE, {
      recipes: new Map([['beef', false]]),
      addons: new Map([['ZOOMIES01', false]]),
    });
    expect(rows.recipes).toHaveLength(CATALOGUE.recipes.length);
    expect(rows.addons).toHaveLength(CATALOGUE.addons.length);
    for (const recipe of CATALOGUE.recipes) {
      const row = rows.recipes.find((candidate) => candidate.key === recipe.key)!;
      expect(row).toMatchObject({
        centsPer1000Kcal: recipe.centsPer1000Kcal,
        kcalPerKg: recipe.kcalPerKg,
        isActive: recipe.key !== 'beef',
      });
    }
    expect(rows.addons.find((row) => row.sku === 'ZOOMIES01')!.isActive).toBe(false);
  });

  it('orders recipes by kind, then rank, as the services expect', () => {
    const order = catalogueRows(CATALOGUE, none).recipes.map((row) => `${row.kind}:${row.rank}`);
    expect(order).toEqual(
      [...order].sort((a, b) => {
        const [kindA, rankA] = a.split(':');
        const [kindB, rankB] = b.split(':');
        return kindA!.localeCompare(kindB!) || Number(rankA) - Number(rankB);
      }),
    );
    expect(order[0]!.startsWith('dry')).toBe(true);
  });

  it('prices from whatever catalogue it is given', () => {
    const chicken = CATALOGUE.recipes.find((recipe) => recipe.key === 'chicken')!;
    const altered = {
      ...CATALOGUE,
      recipes: [{ ...chicken, centsPer1000Kcal: chicken.centsPer1000Kcal + 1 }],
    };
    expect(catalogueRows(altered, none).recipes).toEqual([
      expect.objectContaining({ key: 'chicken', centsPer1000Kcal: chicken.centsPer1000Kcal + 1 }),
    ]);
  });
});
