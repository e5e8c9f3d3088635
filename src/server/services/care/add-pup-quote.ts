import { readAll } from '@/server/db/read-all';
import { eq } from 'drizzle-orm';
import type { ConsoleAddPupQuote, ConsolePupPlan } from '@/contracts/admin/add-pup';
import type { PetInput } from '@/contracts/pets';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { isOfferedFirstDelivery, shopToday } from '@/domain/delivery-schedule';
import { ageInMonths, dailyCalories } from '@/domain/nutrition';
import { PLAN_NAMES } from '@/domain/plan-types';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { firstBoxDays } from '../capacity/first-box-dates';
import { renewalCardOf } from '../payments/saved-card-filter';
import { getRecommendations } from '../recommendations/get-recommendations';
import { clockNow } from '@/server/clock';

const RECIPE_NAMES = new Map(RECIPES.map((recipe) => [recipe.key, recipe.name]));

/** The customer (404 for an id nobody has), and the card renewals would charge, if any. */
export async function customerAndCard(db: Database, customerId: number) {
  const [[customer], [card]] = await readAll(db, [
    () => db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)),
    () => renewalCardOf(db, customerId),
  ]);
  if (!customer) throw new DomainError('not_found', 'No such customer.');
  return { card: card ?? null };
}

/** A first box's day the shop offers today (400 on delivery_date otherwise). */
export async function assertOfferedFirstDay(db: Database, deliveryDate: string): Promise<void> {
  const today = shopToday(clockNow());
  const offered = await firstBoxDays(db, today, 1);
  if (!offered.includes(deliveryDate) && !isOfferedFirstDelivery(today, deliveryDate))
    throw new ValidationError({ delivery_date: ['Choose one of the delivery dates shown.'] });
}

const ageOf = (pet: PetInput, now: Date) => ageInMonths(pet.birth_year, pet.birth_month, now);

/**
 * What an agent chooses from for a new pup: the plans the customer's own quiz would recommend
 * for this dog (the same recommendation service, at regular prices: an offer is the agent's to
 * apply), the first box's days as checkout offers them, and the card that would be charged.
 */
export async function quoteConsolePup(
  db: Database,
  customerId: number,
  pet: PetInput,
): Promise<ConsoleAddPupQuote> {
  const { card } = await customerAndCard(db, customerId);
  const now = clockNow();
  const profile = {
    weightLb: pet.weight,
    activityLevel: pet.activity_level,
    isNeutered: pet.is_neutered,
    ageMonths: ageOf(pet, now),
  };
  const [entries, dates] = await readAll(db, [
    () =>
      getRecommendations(
        db,
        { by: 'profile', ...profile, allergies: pet.allergies, common: { fullProducts: false } },
        // Only a query by pet id asks who is calling; this one describes the dog itself.
        () => Promise.reject(new Error('A profile query needs no caller.')),
      ),
    () => firstBoxDays(db, shopToday(now), 1),
  ]);
  const plans: ConsolePupPlan[] = entries.flatMap((entry) => {
    // The product is priced with the recommended recipes (no selection was asked for).
    const [product] = entry.products;
    if (!entry.recommended || !product) return [];
    const { fresh, dry } = entry.recommended.recipes;
    return [
      {
        sku: entry.recommended.subscription_sku,
        product_type: entry.product_type,
        plan_name: PLAN_NAMES[entry.product_type],
        recipes: [...fresh, ...dry].map((key) => RECIPE_NAMES.get(key) ?? key),
        weeks_of_food: product.weeks_of_food,
        price_per_week: product.price_per_week,
        box_price: product.box_price,
      },
    ];
  });
  return {
    kcalories_per_day: dailyCalories(profile),
    plans,
    delivery_dates: dates,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}
