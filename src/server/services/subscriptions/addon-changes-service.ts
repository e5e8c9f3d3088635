import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { subscriptionAddonsSchema } from '@/contracts/subscription-addons';
import { shopToday } from '@/domain/delivery-schedule';
import type { Database } from '@/server/db/client';
import { subscriptions, type SubscriptionAddon, type SubscriptionRow } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { allergenRefusals } from '../catalog/allergen-guard';
import { findAddonsBySku } from '../catalog/catalog-repository';
import { changeable, firstCycleChanged, petOf } from './plan-changes-service';
import { listSubscriptions } from './subscriptions-service';
import { clockNow } from '@/server/clock';

type AddonsInput = InferType<typeof subscriptionAddonsSchema>;

/**
 * The plan's extras as `input` lists them, each with the box it starts in: new extras and changed
 * ones start with the next box; unchanged ones keep their every-other-box rhythm. A 400 for an
 * unknown or repeated extra, and (when saving) for one with the pup's allergen not agreed to.
 */
async function plannedAddons(
  db: Database,
  row: SubscriptionRow,
  input: AddonsInput,
  options: { checkAllergens: boolean; today: string },
): Promise<SubscriptionAddon[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  input.addons.forEach((addon, index) => {
    if (seen.has(addon.sku)) errors[`addons[${index}].sku`] = ['This extra is listed twice.'];
    seen.add(addon.sku);
  });
  const products = new Map(
    (await findAddonsBySku(db, [...seen], options.today))
      .filter((product) => product.isActive)
      .map((product) => [product.sku, product]),
  );
  input.addons.forEach((addon, index) => {
    if (!products.has(addon.sku)) errors[`addons[${index}].sku`] = ['Unknown product.'];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (options.checkAllergens) {
    const pet = await petOf(db, row);
    const items = [...products.values()].map((product) => ({ ...product, key: product.sku }));
    input.addons.forEach((addon, index) => {
      // An extra the pup already gets was taken before; only new ones need the owner's consent.
      if (row.addons.some((old) => old.sku === addon.sku)) return;
      const refusals = allergenRefusals(items, [addon.sku], [pet], input.allergen_acknowledged);
      if (refusals.length) errors[`addons[${index}].sku`] = refusals;
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  const start = firstCycleChanged(row, options.today);
  return input.addons.map((addon) => {
    const before = row.addons.find((old) => old.sku === addon.sku);
    const keepsRhythm = before && before.frequency === addon.frequency;
    return {
      sku: addon.sku,
      quantity: addon.quantity,
      frequency: addon.frequency as 1 | 2,
      product_type: products.get(addon.sku)!.productType,
      start_cycle: keepsRhythm ? (before.start_cycle ?? 0) : start,
    };
  });
}

/** PUT /api/v3/subscriptions/{id}/addons/: the pup's extras as a whole list. */
export async function replaceAddons(
  db: Database,
  customerId: number,
  id: number,
  input: AddonsInput,
  today = shopToday(clockNow()),
) {
  const row = await changeable(db, customerId, id);
  const addons = await plannedAddons(db, row, input, { checkAllergens: true, today });
  await db
    .update(subscriptions)
    .set({ addons, updatedAt: clockNow() })
    .where(eq(subscriptions.id, row.id));
  const [view] = await listSubscriptions(db, customerId, id);
  return view!;
}

/**
 * POST /api/v3/subscriptions/{id}/addons/quote/: the plan as it would be with these extras (its
 * next box above all), priced by the same rules as the saved plan; nothing is saved. Allergy
 * consent is asked for on saving, not here: a quote changes nothing.
 */
export async function quoteAddons(
  db: Database,
  customerId: number,
  id: number,
  input: AddonsInput,
  today = shopToday(clockNow()),
) {
  const row = await changeable(db, customerId, id);
  const addons = await plannedAddons(db, row, input, { checkAllergens: false, today });
  const [view] = await listSubscriptions(db, customerId, id, { addons });
  return view!;
}
