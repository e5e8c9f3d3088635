import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addonProducts,
  offers,
  recipes,
  type AddonRow,
  type OfferRow,
  type RecipeRow,
} from '@/server/db/schema';
import { CATALOGUE, catalogueRows } from './catalogue-rows';

/**
 * Recipes and add-on products come from the code's catalogue (see catalogue-rows.ts), with each
 * row's on-sale switch from the database. They are read by every cart, plan, recommendation and
 * subscription view, so each process keeps the switches for a short while instead of asking the
 * database on every request. Other instances see a change within CATALOG_TTL_MS; this process at
 * once (the seed calls invalidateCatalog). Offers are not kept: their use counts change with
 * every order.
 */
export const CATALOG_TTL_MS = 30_000;

interface CatalogSnapshot {
  recipes: RecipeRow[];
  addons: Map<string, AddonRow>;
}
interface CacheEntry {
  generation: number;
  loadedAt: number;
  snapshot: Promise<CatalogSnapshot>;
}

// Per database handle (a transaction gets its own, so reads inside it stay inside it).
const cache = new WeakMap<Database, CacheEntry>();
let generation = 0;

/** Drops every process-local copy of the catalogue; the next read loads it again. */
export function invalidateCatalog(): void {
  generation += 1;
}

async function loadCatalog(db: Database): Promise<CatalogSnapshot> {
  const [recipeSwitches, addonSwitches] = await Promise.all([
    db.select({ key: recipes.key, isActive: recipes.isActive }).from(recipes),
    db.select({ sku: addonProducts.sku, isActive: addonProducts.isActive }).from(addonProducts),
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
  };
}

function catalog(db: Database): Promise<CatalogSnapshot> {
  const now = performance.now();
  const entry = cache.get(db);
  if (entry && entry.generation === generation && now - entry.loadedAt < CATALOG_TTL_MS)
    return entry.snapshot;
  const snapshot = loadCatalog(db);
  const fresh: CacheEntry = { generation, loadedAt: now, snapshot };
  cache.set(db, fresh);
  // A failed load is not kept: the next request tries again.
  snapshot.catch(() => {
    if (cache.get(db) === fresh) cache.delete(db);
  });
  return snapshot;
}

/** Active recipes by kind and rank (a copy: callers may sort or filter it). */
export async function listActiveRecipes(db: Database): Promise<RecipeRow[]> {
  return [...(await catalog(db)).recipes];
}

export async function findOfferByCode(db: Database, code: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

/** The add-on products with these skus, active or not (callers decide what inactive means). */
export async function findAddonsBySku(db: Database, skus: string[]): Promise<AddonRow[]> {
  if (skus.length === 0) return [];
  const { addons } = await catalog(db);
  return [...new Set(skus)].flatMap((sku) => addons.get(sku) ?? []);
}
