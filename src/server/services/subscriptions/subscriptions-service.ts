import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pets, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { lastChangeDay } from '@/server/domain/delivery-schedule';
import { priceSku, type SkuPricing } from '@/server/domain/sku-pricing';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';

export interface SubscriptionView extends SkuPricing {
  id: number;
  pet_id: number;
  pet_name: string;
  status: SubscriptionRow['status'];
  sku: string;
  addons: Array<{
    sku: string;
    product_name: string;
    product_type: 'TR' | 'SP';
    quantity: number;
    frequency: 1 | 2;
    unit_price: number;
  }>;
  next_delivery_date: string;
  /** The last day the next delivery can be changed or skipped. */
  last_change_date: string;
}

/** The customer's subscriptions, one per pup (or only `onlyId`), priced from today's catalogue. */
export async function listSubscriptions(
  db: Database,
  customerId: number,
  onlyId?: number,
): Promise<SubscriptionView[]> {
  const rows = await db
    .select({ subscription: subscriptions, petName: pets.name })
    .from(subscriptions)
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        onlyId === undefined ? undefined : eq(subscriptions.id, onlyId),
      ),
    )
    .orderBy(asc(subscriptions.id));
  if (rows.length === 0) return [];
  const skus = [
    ...new Set(rows.flatMap(({ subscription }) => subscription.addons.map((a) => a.sku))),
  ];
  const [recipeRows, addonRows] = await Promise.all([
    listActiveRecipes(db),
    findAddonsBySku(db, skus),
  ]);
  // Prices follow the recipe table even for a recipe no longer on offer: the plan keeps it.
  const recipes = availableRecipes(recipeRows, { ...serverFlags(), SHOW_LAMB: true });
  const products = new Map(addonRows.map((row) => [row.sku, row]));
  return rows.flatMap(({ subscription, petName }) => {
    const pricing = priceSku(subscription.sku, recipes);
    if (!pricing) return [];
    return [
      {
        id: subscription.id,
        pet_id: subscription.petId,
        pet_name: petName,
        status: subscription.status,
        sku: subscription.sku,
        ...pricing,
        addons: subscription.addons.flatMap((addon) => {
          const product = products.get(addon.sku);
          return product
            ? [
                {
                  sku: addon.sku,
                  product_name: product.name,
                  product_type: product.productType,
                  quantity: addon.quantity,
                  frequency: addon.frequency,
                  unit_price: product.priceCents,
                },
              ]
            : [];
        }),
        next_delivery_date: subscription.nextDeliveryDate,
        last_change_date: lastChangeDay(subscription.nextDeliveryDate),
      },
    ];
  });
}
