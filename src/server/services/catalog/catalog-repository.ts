import { processWide } from '@/server/process-wide';
import { readAll } from '@/server/db/read-all';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addonProducts,
  offers,
  prices,
  recipes,
  type AddonRow,
  type OfferRow,
  type RecipeRow,
} from '@/server/db/schema';
import { pricesOnDay, priceKey, type PriceEntry } from '@/domain/price-book';
import { CATALOGUE, catalogueRows } from './catalogue-rows';

/**
 * Recipes and add-on products come from the code's catalogue (see catalogue-rows.ts), with each
 * row's on-sale switch and its prices from the database (the `prices` table: each read names the
 * day it prices for, see price-book.ts). They are read by every cart, plan, recommendation and
 * subscription view, so each process keeps switches and price list for a short while instead of
 * asking the database on every request. Other instances see a change within CATALOG_TTL_MS; this
 * process at once (the seed and the price console call invalidateCatalog). That is safe for
 * prices because a change is scheduled at least a week ahead: a list up to CATALOG_TTL_MS old
 * already holds every price in force today. Offers are not kept: their use counts change with
 * every order.
 */
export const CATALOG_TTL_MS = 30_000;

interface PricedCatalog {
  recipes: RecipeRow[];
  addons: Map<string, AddonRow>;
}
interface CatalogSnapshot extends PricedCatalog {
  prices: PriceEntry[];
  /** The catalogue priced for each day asked so far (a handful: today and boxes' charge days). */
  byDay: Map<string, PricedCatalog>;
}
interface CacheEntry {
  generation: number;
  loadedAt: number;
  snapshot: Promise<CatalogSnapshot>;
}

interface CatalogCache {
  // Per database handle (a transaction gets its own, so reads inside it stay inside it).
  entries: WeakMap<Database, CacheEntry>;
  generation: number;
}

/*
 * One cache per process: Next's build loads this module once for its pages (webpack-runtime.js)
 * and once more for its API routes (webpack-api-runtime.js). The price console and the
 * priced-pages relay (API routes) invalidate; the priced pages (getStaticProps) read: with a
 * cache per copy, a page regenerated at once would still print the old price.
 */
const catalogCache = (): CatalogCache =>
  processWide('catalog.cache', () => ({ entries: new WeakMap(), generation: 0 }));

/** Drops every process-local copy of the catalogue; the next read loads it again. */
export function invalidateCatalog(): void {
  catalogCache().generation += 1;
}

async function loadCatalog(db: Database): Promise<CatalogSnapshot> {
  const [recipeSwitches, addonSwitches, priceRows] = await readAll(db, [
    () => db.select({ key: recipes.key, isActive: recipes.isActive }).from(recipes),
    () =>
      db.select({ sku: addonProducts.sku, isActive: addonProducts.isActive }).from(addonProducts),
    () =>
      db
        .select({
          kind: prices.kind,
          item: prices.item,
          amountCents: prices.amountCents,
          effectiveFrom: prices.effectiveFrom,
        })
        .from(prices)
        .where(isNull(prices.cancelledAt)),
  ]);
  const rows = catalogueRows(CATALOGUE, {
    recipes: new Map(recipeSwitches.map((row) => [row.key, row.isActive])),
    addons: new Map(addonSwitches.map((row) => [row.sku, row.isActive])),
  });
  // Shared by every request of this process: frozen, so a caller changing one throws instead.
  const freeze = <T extends object>(row: T): T => {
    Object.values(row).forEach((value) => {
      if (value && typeof value === 'object') Object.freeze(value);
    });
    return Object.freeze(row);
  };
  return {
    recipes: rows.recipes.filter((row) => row.isActive).map(freeze),
    addons: new Map(rows.addons.map((row) => [row.sku, freeze(row)])),
    prices: priceRows.map((row) => Object.freeze(row)),
    byDay: new Map(),
  };
}

/** Each row with its price on `day`; an item without a price that day is not on sale. */
function pricedOn(snapshot: CatalogSnapshot, day: string): PricedCatalog {
  const known = snapshot.byDay.get(day);
  if (known) return known;
  const amounts = pricesOnDay(snapshot.prices, day);
  const recipeRows = snapshot.recipes.flatMap((row) => {
    const cents = amounts.get(priceKey({ kind: 'recipe', item: row.key }));
    return cents === undefined ? [] : [Object.freeze({ ...row, centsPer1000Kcal: cents })];
  });
  const addonRows = [...snapshot.addons.values()].flatMap((row) => {
    const cents = amounts.get(priceKey({ kind: 'addon', item: row.sku }));
    return cents === undefined ? [] : [Object.freeze({ ...row, priceCents: cents })];
  });
  const priced = {
    recipes: recipeRows,
    addons: new Map(addonRows.map((row) => [row.sku, row])),
  };
  snapshot.byDay.set(day, priced);
  return priced;
}

function catalog(db: Database): Promise<CatalogSnapshot> {
  const now = performance.now();
  const { entries, generation } = catalogCache();
  const entry = entries.get(db);
  if (entry && entry.generation === generation && now - entry.loadedAt < CATALOG_TTL_MS)
    return entry.snapshot;
  const snapshot = loadCatalog(db);
  const fresh: CacheEntry = { generation, loadedAt: now, snapshot };
  entries.set(db, fresh);
  // A failed load is not kept: the next request tries again.
  snapshot.catch(() => {
    if (entries.get(db) === fresh) entries.delete(db);
  });
  return snapshot;
}

/**
 * Active recipes by kind and rank, each at its price in force on `day` (a shop calendar day:
 * today for a cart, a box's charge day for a renewal). A copy: callers may sort or filter it.
 */
export async function listActiveRecipes(db: Database, day: string): Promise<RecipeRow[]> {
  return [...pricedOn(await catalog(db), day).recipes];
}

/** The live price list (cancelled changes left out), for pages that must know the next change. */
export async function listPriceEntries(db: Database): Promise<readonly PriceEntry[]> {
  return (await catalog(db)).prices;
}

export async function findOfferByCode(db: Database, code: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

/**
 * The add-on products with these skus, active or not (callers decide what inactive means), at
 * their price in force on `day`.
 */
export async function findAddonsBySku(
  db: Database,
  skus: string[],
  day: string,
): Promise<AddonRow[]> {
  if (skus.length === 0) return [];
  const { addons } = pricedOn(await catalog(db), day);
  return [...new Set(skus)].flatMap((sku) => addons.get(sku) ?? []);
}
