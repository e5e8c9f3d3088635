import { SELECT_RECIPES } from '@/domain/recipe-price-message';
import { shopToday } from '@/domain/delivery-schedule';
import { eq } from 'drizzle-orm';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { rememberBoxContents } from '../fulfilment/box-contents-tallies';
import { pets, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { lastChangeDay } from '@/domain/delivery-schedule';
import { planSku, parsePlanSku } from '@/domain/plan-sku';
import { kindsOf, maxRecipes } from '@/domain/recipe-selection';
import { PLAN_TYPES, type PlanType } from '@/domain/plan-types';
import { priceSku, type SkuPricing } from '@/domain/sku-pricing';
import { availableRecipes } from '../catalog/available-recipes';
import { listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';
import { allergenRefusals } from '../catalog/allergen-guard';
import { findOwnSubscription, listSubscriptions } from './subscriptions-service';
import { clockNow } from '@/server/clock';

export async function petOf(db: Database, row: SubscriptionRow) {
  const [pet] = await db
    .select({ name: pets.name, allergies: pets.allergies })
    .from(pets)
    .where(eq(pets.id, row.petId))
    .limit(1);
  return pet ?? { name: 'your pup', allergies: [] };
}

const KEYS = array(string().trim().max(40).required()).max(5);

/** PUT /api/v3/subscriptions/{id}/: the recipes and how many weeks of food each box holds. */
export const planChangeSchema = object({
  recipes: object({ fresh: KEYS.default([]), dry: KEYS.default([]) })
    .default(undefined)
    .optional(),
  weeks_of_food: number()
    .typeError('Weeks of food must be a whole number of weeks.')
    .integer('Weeks of food must be a whole number of weeks.')
    .min(1, 'A box holds at least one week of food.')
    .optional(),
  /** Another plan type (fresh, half-fresh, baked, mixed), with recipes of its kinds. */
  plan_type: mixed<PlanType>()
    .oneOf([...PLAN_TYPES], 'Choose fresh, half-fresh, baked or mixed.')
    .optional(),
  /** The owner confirmed the allergy warning of a recipe this change adds. */
  allergen_acknowledged: boolean().typeError('Must be true or false.').optional(),
});
type PlanChange = InferType<typeof planChangeSchema>;

export async function changeable(db: Database, customerId: number, id: number) {
  const row = await findOwnSubscription(db, customerId, id);
  if (!row) throw new DomainError('not_found', 'No such subscription.');
  if (row.status === 'cancelled')
    throw new DomainError(
      'subscription_cancelled',
      'This plan is cancelled. Reactivate it to change it.',
    );
  return row;
}

/**
 * A check-in waiting for the box after the one being packed keeps its portion and takes the new
 * plan's type and recipes, so neither change is lost when the plan moves on.
 */
function withPendingPortion(sku: string, pendingSku: string | null): string | null {
  const pending = pendingSku ? parsePlanSku(pendingSku) : null;
  const next = parsePlanSku(sku);
  if (!pending || !next) return null;
  return planSku(next.planType, pending.kcalPerDay, next.selection ?? undefined);
}

/** Changes to a box already being prepared wait for the box after it. */
export function firstCycleChanged(row: SubscriptionRow, today: string): number {
  return today > lastChangeDay(row.nextDeliveryDate) ? row.cycle + 1 : row.cycle;
}

/** The plan with the change applied, priced; a 400 for recipes or sizes it cannot have. */
async function planWith(
  db: Database,
  row: SubscriptionRow,
  change: PlanChange,
  allergies?: { pet: { name: string; allergies: string[] } },
) {
  const current = parsePlanSku(row.sku);
  if (!current?.selection)
    throw new DomainError('bad_request', 'This plan cannot be changed online.');
  // Which recipes may be chosen; the plan's price comes from listSubscriptions (its charge day).
  const recipeRows = await listActiveRecipes(db, shopToday(clockNow()));
  const all = availableRecipes(recipeRows, { ...serverFlags(), SHOW_LAMB: true });
  const offered = new Set([
    ...availableRecipes(recipeRows, serverFlags()).map((recipe) => recipe.key),
    ...current.selection.fresh,
    ...current.selection.dry,
  ]);
  const planType = change.plan_type ?? current.planType;
  const selection = change.recipes ?? current.selection;
  const errors: Record<string, string[]> = {};
  const kinds = kindsOf(planType);
  for (const kind of ['fresh', 'dry'] as const) {
    const keys = selection[kind];
    const label = kind === 'fresh' ? 'fresh' : 'baked';
    if (!kinds.includes(kind) && keys.length)
      errors[`recipes.${kind}`] = [`This plan has no ${label} recipes.`];
    else if (kinds.includes(kind) && keys.length === 0)
      errors[`recipes.${kind}`] = [SELECT_RECIPES];
    else if (keys.length > maxRecipes(planType, kind))
      errors[`recipes.${kind}`] = [`Choose up to ${maxRecipes(planType, kind)} ${label} recipes.`];
    else if (
      keys.some(
        (key) => !offered.has(key) || all.find((recipe) => recipe.key === key)?.kind !== kind,
      )
    )
      errors[`recipes.${kind}`] = ['One of these recipes is not available.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (allergies) {
    // Only recipes this change adds: what the plan already has was taken before.
    const before = current.selection;
    for (const kind of ['fresh', 'dry'] as const) {
      const added = selection[kind].filter((key) => !before[kind].includes(key));
      const refusals = allergenRefusals(
        recipeRows,
        added,
        [allergies.pet],
        change.allergen_acknowledged,
      );
      if (refusals.length) errors[`recipes.${kind}`] = refusals;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  const sku = planSku(planType, current.kcalPerDay, {
    fresh: [...new Set(selection.fresh)],
    dry: [...new Set(selection.dry)],
  });
  const unsized = priceSku(sku, all);
  if (!unsized) throw new ValidationError({ recipes: ['These recipes cannot make this plan.'] });
  const weeks = change.weeks_of_food ?? row.weeksOfFood;
  if (weeks > unsized.max_weeks_of_food)
    throw new ValidationError({
      weeks_of_food: [
        `One box holds at most ${unsized.max_weeks_of_food} weeks of food for this plan.`,
      ],
    });
  return { sku, pricing: priceSku(sku, all, weeks)! };
}

/** The price of a plan change before it is made (the recipe price messages use it). */
export async function quotePlanChange(
  db: Database,
  customerId: number,
  id: number,
  change: PlanChange,
): Promise<SkuPricing & { sku: string }> {
  const row = await changeable(db, customerId, id);
  const { sku, pricing } = await planWith(db, row, change);
  return { sku, ...pricing };
}

export async function changePlan(db: Database, customerId: number, id: number, change: PlanChange) {
  const row = await changeable(db, customerId, id);
  const { sku, pricing } = await planWith(db, row, change, { pet: await petOf(db, row) });
  await rememberBoxContents(db, [{ sku, weeks: pricing.weeks_of_food }]);
  await db
    .update(subscriptions)
    .set({
      sku,
      pendingSku: withPendingPortion(sku, row.pendingSku),
      weeksOfFood: pricing.weeks_of_food,
      updatedAt: clockNow(),
    })
    .where(eq(subscriptions.id, row.id));
  const [view] = await listSubscriptions(db, customerId, id);
  return view!;
}
