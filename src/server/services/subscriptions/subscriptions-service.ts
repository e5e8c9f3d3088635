import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pets, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { lastChangeDay } from '@/server/domain/delivery-schedule';
import { quotePlan } from '@/server/domain/plan-quote';
import { parsePlanSku } from '@/server/domain/plan-sku';
import { skuProductType, type PlanType } from '@/server/domain/plan-types';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';

export interface SubscriptionView {
  id: number;
  pet_id: number;
  pet_name: string;
  status: SubscriptionRow['status'];
  sku: string;
  plan_type: PlanType;
  product_type: 'FR' | 'DY' | 'MX';
  portion_size: '1.0' | '0.5';
  recipes: { fresh: string[]; dry: string[] };
  kcalories_per_day: number;
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  price_per_week: number;
  box_price: number;
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

/** The customer's subscriptions, one per pup, priced from today's catalogue. */
export async function listSubscriptions(
  db: Database,
  customerId: number,
): Promise<SubscriptionView[]> {
  const rows = await db
    .select({ subscription: subscriptions, petName: pets.name })
    .from(subscriptions)
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .where(eq(subscriptions.customerId, customerId))
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
    const plan = parsePlanSku(subscription.sku);
    if (!plan?.selection) return [];
    const chosen = recipes.filter((recipe) =>
      (recipe.kind === 'fresh' ? plan.selection!.fresh : plan.selection!.dry).includes(recipe.key),
    );
    let quote;
    try {
      quote = quotePlan(plan.kcalPerDay, plan.planType, chosen);
    } catch {
      return [];
    }
    return [
      {
        id: subscription.id,
        pet_id: subscription.petId,
        pet_name: petName,
        status: subscription.status,
        sku: subscription.sku,
        plan_type: plan.planType,
        product_type: skuProductType(plan.planType),
        portion_size: plan.planType === 'half_fresh' ? ('0.5' as const) : ('1.0' as const),
        recipes: plan.selection,
        kcalories_per_day: quote.kcalories_per_day,
        weeks_of_food: quote.weeks_of_food,
        tray_count: quote.tray_count,
        bag_count: quote.bag_count,
        price_per_week: quote.price_per_week,
        box_price: quote.price_per_week * quote.weeks_of_food,
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
