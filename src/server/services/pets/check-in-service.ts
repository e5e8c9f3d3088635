import { and, eq } from 'drizzle-orm';
import type { CheckIn, CheckInQuote, PortionView } from '@/contracts/check-ins';
import type { Database } from '@/server/db/client';
import { pets, subscriptions, type PetRow, type SubscriptionRow } from '@/server/db/schema';
import { lastChangeDay, nextDeliveryAfter, shopToday } from '@/domain/delivery-schedule';
import { ageInMonths, dailyCalories, isGrowing, type BodyCondition } from '@/domain/nutrition';
import { quotePlan } from '@/domain/plan-quote';
import { parsePlanSku, planSku } from '@/domain/plan-sku';
import { priceSku } from '@/domain/sku-pricing';
import { availableRecipes } from '../catalog/available-recipes';
import { listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';
import { findOwnPet } from './pets-service';
import { clockNow } from '@/server/clock';

function portion(
  sku: string,
  weeks: number,
  recipes: ReturnType<typeof availableRecipes>,
): PortionView | null {
  const pricing = priceSku(sku, recipes, weeks);
  const parsed = parsePlanSku(sku);
  if (!pricing || !parsed?.selection) return null;
  const chosen = recipes.filter((recipe) => parsed.selection![recipe.kind].includes(recipe.key));
  const quote = quotePlan(parsed.kcalPerDay, parsed.planType, chosen);
  return {
    kcalories_per_day: pricing.kcalories_per_day,
    fresh_grams_per_day: quote.fresh_grams_per_day,
    dry_grams_per_day: quote.dry_grams_per_day,
    price_per_week: pricing.price_per_week,
    box_price: pricing.box_price,
    weeks_of_food: pricing.weeks_of_food,
  };
}

const caloriesOf = (pet: PetRow, weightLb: number, condition: BodyCondition | null, now: Date) =>
  dailyCalories({
    weightLb,
    activityLevel: pet.activityLevel,
    isNeutered: pet.isNeutered,
    ageMonths:
      pet.birthYear && pet.birthMonth ? ageInMonths(pet.birthYear, pet.birthMonth, now) : undefined,
    bodyCondition: condition,
  });

/** The check-in worked out by the nutrition and pricing rules: what changes, and from when. */
export async function workOut(
  db: Database,
  customerId: number,
  petId: number,
  input: CheckIn,
  now: Date,
): Promise<{ pet: PetRow; row: SubscriptionRow | null; sku: string | null; quote: CheckInQuote }> {
  const pet = await findOwnPet(db, customerId, petId);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.petId, petId), eq(subscriptions.customerId, customerId)))
    .limit(1);
  const kcal = caloriesOf(pet, input.weight_lb, input.body_condition, now);
  const quote: CheckInQuote = {
    pet_id: pet.id,
    pet_name: pet.name,
    weight_lb: input.weight_lb,
    body_condition: input.body_condition,
    daily_kcalories: kcal,
    previous_daily_kcalories: caloriesOf(pet, Number(pet.weightLb), pet.bodyCondition, now),
    growing: isGrowing(
      pet.birthYear && pet.birthMonth ? ageInMonths(pet.birthYear, pet.birthMonth, now) : undefined,
    ),
    plan: null,
  };
  const parsed = row && row.status !== 'cancelled' ? parsePlanSku(row.sku) : null;
  if (!row || !parsed?.selection) return { pet, row: null, sku: null, quote };
  // Prices follow the recipe table even for a recipe no longer on offer: the plan keeps it.
  const recipes = availableRecipes(await listActiveRecipes(db, shopToday(now)), {
    ...serverFlags(),
    SHOW_LAMB: true,
  });
  const sku = planSku(parsed.planType, kcal, parsed.selection);
  const before = portion(row.sku, row.weeksOfFood, recipes);
  const after = portion(sku, row.weeksOfFood, recipes);
  if (!before || !after) return { pet, row: null, sku: null, quote };
  quote.plan = {
    subscription_id: row.id,
    now: before,
    next: after,
    changes_from: changesFrom(row, shopToday(now)),
  };
  return { pet, row, sku, quote };
}

/** A box past its change-by day is being charged and packed as it is. */
const isPacking = (row: SubscriptionRow, today: string) =>
  row.status === 'active' && today > lastChangeDay(row.nextDeliveryDate);

/** The first box with the new portion: the next one, or the one after it once that is packing. */
function changesFrom(row: SubscriptionRow, today: string): string | null {
  if (row.status !== 'active') return null;
  return isPacking(row, today)
    ? nextDeliveryAfter(row.nextDeliveryDate, row.weeksOfFood)
    : row.nextDeliveryDate;
}

/** POST …/pets/{petId}/check_in/quote/: the new calories, portion and price; nothing saved. */
export async function quoteCheckIn(
  db: Database,
  customerId: number,
  petId: number,
  input: CheckIn,
  now = clockNow(),
): Promise<CheckInQuote> {
  const { quote } = await workOut(db, customerId, petId, input, now);
  return quote;
}

/**
 * POST …/pets/{petId}/check_in/: saves the weight and body condition and re-portions the plan
 * from its next changeable box, in one transaction (the plan only if it is still as quoted).
 * Past the next box's cut-off the new sku waits as `pendingSku` until the plan moves on.
 */
export async function applyCheckIn(
  db: Database,
  customerId: number,
  petId: number,
  input: CheckIn,
  now = clockNow(),
): Promise<CheckInQuote> {
  const { row, sku, quote } = await workOut(db, customerId, petId, input, now);
  const later = row !== null && isPacking(row, shopToday(now));
  await db.transaction(async (tx) => {
    await tx
      .update(pets)
      .set({
        weightLb: String(input.weight_lb),
        bodyCondition: input.body_condition,
        weighedAt: now,
      })
      .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)));
    if (!row || !sku) return;
    // A later check-in replaces a waiting one; one that lands on the plan's sku clears it.
    const change = later
      ? { pendingSku: sku === row.sku ? null : sku }
      : sku === row.sku
        ? { pendingSku: null }
        : { sku, pendingSku: null };
    await tx
      .update(subscriptions)
      .set({ ...change, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.sku, row.sku)));
  });
  return quote;
}
