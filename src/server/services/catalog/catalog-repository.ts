import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addonProducts,
  offers,
  recipes,
  type AddonRow,
  type OfferRow,
  type RecipeRow,
} from '@/server/db/schema';

export async function listActiveRecipes(db: Database): Promise<RecipeRow[]> {
  return db
    .select()
    .from(recipes)
    .where(eq(recipes.isActive, true))
    .orderBy(asc(recipes.kind), asc(recipes.rank));
}

export async function findOfferByCode(db: Database, code: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code.toUpperCase())).limit(1);
  return row ?? null;
}

export async function findAddonsBySku(db: Database, skus: string[]): Promise<AddonRow[]> {
  if (skus.length === 0) return [];
  return db.select().from(addonProducts).where(inArray(addonProducts.sku, skus));
}
