import { sql } from 'drizzle-orm';
import { ADDONS } from '@/domain/catalog/addons-data';
import { OFFERS } from '@/domain/catalog/offers-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { addonColumns, recipeColumns } from '@/server/services/catalog/catalogue-rows';
import { amountColumns } from '@/server/services/catalog/offers';
import { offerAmount } from '@/domain/offers';
import type { Database } from '../client';
import { addonProducts, offers, prices, recipes } from '../schema';

/**
 * Recipes and add-ons: rows derived from the code's catalogue (upserted). Prices live in the
 * `prices` table (issue 35): the catalogue's amounts are only a new item's starting price, written
 * once when the item has no price at all, so a reseed never undoes a change made in the console.
 * Offers are only ever added, so their use counts survive.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db
    .insert(recipes)
    .values(RECIPES.map(recipeColumns))
    .onConflictDoUpdate({
      target: recipes.key,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        slug: sql`excluded.slug`,
        tagline: sql`excluded.tagline`,
        description: sql`excluded.description`,
        kcalPerKg: sql`excluded.kcal_per_kg`,
        centsPer1000Kcal: sql`excluded.cents_per_1000_kcal`,
        allergens: sql`excluded.allergens`,
        ingredients: sql`excluded.ingredients`,
        analysis: sql`excluded.analysis`,
        rank: sql`excluded.rank`,
        flag: sql`excluded.flag`,
      },
    });
  await db
    .insert(addonProducts)
    .values(ADDONS.map(addonColumns))
    .onConflictDoUpdate({
      target: addonProducts.sku,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        size: sql`excluded.size`,
        priceCents: sql`excluded.price_cents`,
        allergens: sql`excluded.allergens`,
      },
    });
  await db
    .insert(prices)
    .values([...STARTING_PRICES])
    // An item priced already (by the migration, an earlier seed or an owner) keeps its prices.
    .onConflictDoNothing();
  await db
    .insert(offers)
    .values(
      OFFERS.map((offer) => ({
        code: offer.code.toUpperCase(),
        category: offer.category,
        type: offer.type,
        ...amountColumns(offerAmount(offer.type, offer.amount)),
        productCategory: offer.productCategory ?? null,
        expiresAt: offer.expiresAt ? new Date(offer.expiresAt) : null,
        maxUses: offer.maxUses,
        uses: offer.uses,
      })),
    )
    .onConflictDoNothing({ target: offers.code });
  // A seed inside a running process (tests, the demo) must not leave it serving the old catalogue.
  invalidateCatalog();
}
