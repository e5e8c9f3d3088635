import type { PriceEntry } from '../price-book';
import { ADDONS } from './addons-data';
import { RECIPES } from './recipes-data';

/** The day the starting prices are in force from: before any order the shop took. */
export const FIRST_PRICE_DAY = '2020-01-01';

/**
 * Each item's starting price: the amounts in the catalogue files are only this, the seed's input
 * for an item that has no price yet (and what the 0025 migration carried over). What is charged
 * comes from the `prices` table, which owners change in the console (docs/prices.md).
 */
export const STARTING_PRICES: readonly PriceEntry[] = [
  ...RECIPES.map((recipe) => ({
    kind: 'recipe' as const,
    item: recipe.key,
    amountCents: recipe.centsPer1000Kcal,
    effectiveFrom: FIRST_PRICE_DAY,
  })),
  ...ADDONS.map((addon) => ({
    kind: 'addon' as const,
    item: addon.sku,
    amountCents: addon.priceCents,
    effectiveFrom: FIRST_PRICE_DAY,
  })),
];
