import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { shopToday } from '@/domain/delivery-schedule';
import type { OrderAddress, SubscriptionAddon } from '@/server/db/schema';
import { lineOwner, planLineWeeks } from '@/domain/box-lines';
import { boxContents } from '@/domain/box-contents';
import { allergyLabels } from '@/domain/allergens';
import { addonShips } from '@/domain/next-box';
import type { PricedRecipe } from '@/domain/plan-quote';
import { recipes as recipeTable } from '@/server/db/schema';
import { findAddonsBySku } from '../catalog/catalog-repository';
import type { BoxPageRow, forecastPage } from './fulfilment-repository';
import { linesOfOrders } from './fulfilment-repository';
import type {
  BoxAddonView,
  BoxRecipeView,
  FulfilmentBoxView,
  ForecastBoxView,
} from './fulfilment-view';

export type NamedRecipe = PricedRecipe & { name: string };

/**
 * Every recipe row, active or not: a box keeps the recipes it was sold with even after one leaves
 * the menu (as the subscriptions' pricing does).
 */
export async function packingRecipes(db: Database): Promise<NamedRecipe[]> {
  const rows = await db.select().from(recipeTable);
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    kind: row.kind,
    kcalPerKg: row.kcalPerKg,
    centsPer1000Kcal: row.centsPer1000Kcal,
  }));
}

export function recipeViews(
  sku: string,
  recipes: NamedRecipe[],
  weeks: number | undefined,
): { weeks: number | null; recipes: BoxRecipeView[] } {
  const contents = boxContents(sku, recipes, weeks);
  if (!contents) return { weeks: weeks ?? null, recipes: [] };
  const names = new Map(recipes.map((recipe) => [recipe.key, recipe.name]));
  return {
    weeks: contents.weeks_of_food,
    recipes: contents.recipes.map((pack) => ({
      recipe_key: pack.recipe_key,
      recipe_name: names.get(pack.recipe_key) ?? pack.recipe_key,
      unit: pack.unit,
      count: pack.count,
    })),
  };
}

const ADDON_TYPES = new Set(['TR', 'SP']);

/**
 * Full views of a page of boxes, in two queries whatever the page size: the orders' lines, and
 * the recipes. An add-on goes in its pup's box; a household add-on (no pup, or a pup without a
 * plan in the order) rides with the order's first pup, as renewals carry it (recurringAddonsByPet).
 */
export async function boxViews(
  db: Database,
  rows: BoxPageRow[],
  recipes: NamedRecipe[],
): Promise<FulfilmentBoxView[]> {
  const lines = await linesOfOrders(db, [...new Set(rows.map((row) => row.orderId))]);
  const addonsByBox = new Map<string, BoxAddonView[]>();
  const plansByOrder = new Map<number, number[]>();
  for (const line of lines)
    if (!ADDON_TYPES.has(line.productType) && line.petId !== null)
      plansByOrder.set(line.orderId, [...(plansByOrder.get(line.orderId) ?? []), line.petId]);
  for (const line of lines) {
    if (!ADDON_TYPES.has(line.productType)) continue;
    const plans = plansByOrder.get(line.orderId) ?? [];
    const owner = lineOwner(line.petId, plans);
    const key = `${line.orderId}-${owner}`;
    addonsByBox.set(key, [
      ...(addonsByBox.get(key) ?? []),
      {
        sku: line.sku,
        product_name: line.productName,
        unit: line.container ?? 'unit',
        quantity: line.quantity,
      },
    ]);
  }
  return rows.map((row) => {
    const id = `${row.orderId}-${row.petId}`;
    const contents = recipeViews(row.sku, recipes, planLineWeeks(row.productName) ?? undefined);
    return {
      id,
      order_id: row.orderId,
      pet_id: row.petId,
      kind: row.kind,
      delivery_date: row.deliveryDate,
      pup_name: row.pupName,
      allergies: allergyLabels(row.allergies),
      hold: row.holdReason ? { reason: row.holdReason, note: row.holdNote } : null,
      weeks_of_food: contents.weeks,
      recipes: contents.recipes,
      addons: addonsByBox.get(id) ?? [],
      ship_to: row.shipTo,
      status: row.status ?? 'pending',
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      tracking_url: row.trackingUrl,
    };
  });
}

type ForecastRow = Awaited<ReturnType<typeof forecastPage>>[number];

/** Plans due on a date, as the box each will be: its plan's contents and the extras due in it. */
export async function forecastViews(
  db: Database,
  rows: ForecastRow[],
  recipes: NamedRecipe[],
): Promise<ForecastBoxView[]> {
  const skus = [...new Set(rows.flatMap((row) => row.addons.map((addon) => addon.sku)))];
  const products = new Map(
    (await findAddonsBySku(db, skus, shopToday(clockNow()))).map((row) => [row.sku, row]),
  );
  const due = (addons: SubscriptionAddon[], cycle: number) =>
    addons.filter((addon) =>
      addonShips({ frequency: addon.frequency, start_cycle: addon.start_cycle ?? 0 }, cycle),
    );
  return rows.map((row) => {
    const contents = recipeViews(row.sku, recipes, row.weeksOfFood);
    const address = row.address;
    const shipTo: OrderAddress | null = address
      ? {
          first_name: address.firstName,
          last_name: address.lastName,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          state: address.state,
          zip_code: address.zipCode,
          phone: address.phone,
        }
      : null;
    return {
      subscription_id: row.subscriptionId,
      pet_id: row.petId,
      pup_name: row.pupName,
      allergies: allergyLabels(row.allergies),
      weeks_of_food: row.weeksOfFood,
      recipes: contents.recipes,
      addons: due(row.addons, row.cycle).map((addon) => ({
        sku: addon.sku,
        product_name: products.get(addon.sku)?.name ?? addon.sku,
        unit: products.get(addon.sku)?.container ?? 'unit',
        quantity: addon.quantity,
      })),
      ship_to: shipTo,
    };
  });
}
