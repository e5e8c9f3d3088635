import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import { acceptOfferSchema, type CancelOfferView } from '@/contracts/cancel-offers';
export { acceptOfferSchema, cancelOfferQuerySchema } from '@/contracts/cancel-offers';
import { DomainError, ValidationError, type ErrorCode } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { cancelFeedback, pets, type SubscriptionRow } from '@/server/db/schema';
import {
  cheapestPlan,
  fewerWeeks,
  offerFor,
  offerKey,
  OFFERS_BY_REASON,
  otherRecipes,
  PAUSE_OFFER_WEEKS,
  type CancelOffer,
  type OfferOptions,
} from '@/domain/cancel-offers';
import type { CancelReason } from '@/domain/cancel-reasons';
import { addDays, lastChangeDay, rescheduleOptions, shopToday } from '@/domain/delivery-schedule';
import { parsePlanSku } from '@/domain/plan-sku';
import { PLAN_TYPES, type PlanType } from '@/domain/plan-types';
import type { RecipeSelection } from '@/domain/plan-quote';
import { kindsOf, maxRecipes } from '@/domain/recipe-selection';
import { allergenRefusals } from '../catalog/allergen-guard';
import { availableRecipes } from '../catalog/available-recipes';
import { listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';
import { withRoom } from '../capacity/capacity-service';
import { lastBoxDates } from './last-boxes';
import { changePlan, quotePlanChange } from './plan-changes-service';
import { rescheduleNextDelivery } from './schedule-service';
import type { SubscriptionView } from '@/contracts/subscriptions';
import { findOwnSubscription } from './subscriptions-service';
import { clockNow } from '@/server/clock';

async function ownOpenPlan(db: Database, customerId: number, id: number) {
  const row = await findOwnSubscription(db, customerId, id);
  if (!row) throw new DomainError('not_found', 'No such subscription.');
  if (row.status === 'cancelled')
    throw new DomainError('subscription_cancelled', 'This plan is cancelled already.');
  return row;
}

/** What the plan-change rules say when this plan cannot take a change at all. */
const UNCHANGEABLE: ReadonlySet<ErrorCode> = new Set(['subscription_cancelled', 'bad_request']);

/** A quote for a change, or null when the plan cannot take it (refused by the same rules). */
async function quoteOrNull(
  db: Database,
  customerId: number,
  id: number,
  change: Parameters<typeof quotePlanChange>[3],
) {
  try {
    return await quotePlanChange(db, customerId, id, change);
  } catch (error) {
    if (
      error instanceof ValidationError ||
      (error instanceof DomainError && UNCHANGEABLE.has(error.code))
    )
      return null;
    throw error;
  }
}

/** Recipes on offer today that the pup may eat (none of its allergens), by kind. */
async function safeRecipes(db: Database, row: SubscriptionRow): Promise<RecipeSelection> {
  const [pet] = await db
    .select({ name: pets.name, allergies: pets.allergies })
    .from(pets)
    .where(eq(pets.id, row.petId));
  const recipeRows = await listActiveRecipes(db, shopToday(clockNow()));
  const safe = availableRecipes(recipeRows, serverFlags()).filter(
    (recipe) => !pet || allergenRefusals(recipeRows, [recipe.key], [pet], false).length === 0,
  );
  return {
    fresh: safe.filter((recipe) => recipe.kind === 'fresh').map((recipe) => recipe.key),
    dry: safe.filter((recipe) => recipe.kind === 'dry').map((recipe) => recipe.key),
  };
}

/** The recipes a plan of another type would keep (or start with): the pup's own first. */
function recipesFor(type: PlanType, current: RecipeSelection, safe: RecipeSelection) {
  const pick = (kind: 'fresh' | 'dry') => {
    if (!kindsOf(type).includes(kind)) return [];
    const own = current[kind].slice(0, maxRecipes(type, kind));
    return own.length ? own : safe[kind].slice(0, 1);
  };
  return { fresh: pick('fresh'), dry: pick('dry') };
}

/** Every offer the reason allows, worked out for this pup by the plan's own pricing rules. */
async function offerOptions(
  db: Database,
  customerId: number,
  row: SubscriptionRow,
  reason: CancelReason,
  today: string,
): Promise<OfferOptions> {
  const kinds = OFFERS_BY_REASON[reason];
  const options: OfferOptions = {};
  if (kinds.length === 0) return options;
  const current = await quotePlanChange(db, customerId, row.id, {});
  const parsed = parsePlanSku(row.sku);
  if (!parsed?.selection) return options;
  const safe =
    kinds.includes('cheaper_plan') || kinds.includes('other_recipe')
      ? await safeRecipes(db, row)
      : { fresh: [], dry: [] };
  if (kinds.includes('cheaper_plan')) {
    const candidates = [];
    for (const type of PLAN_TYPES.filter((type) => type !== parsed.planType)) {
      const recipes = recipesFor(type, parsed.selection, safe);
      const quote = await quoteOrNull(db, customerId, row.id, { plan_type: type, recipes });
      if (quote)
        candidates.push({ plan_type: type, recipes, price_per_week: quote.price_per_week });
    }
    const best = cheapestPlan(current.price_per_week, candidates);
    options.cheaper_plan = best && {
      kind: 'cheaper_plan',
      ...best,
      current_price_per_week: current.price_per_week,
    };
  }
  if (kinds.includes('fewer_weeks')) {
    const weeks = fewerWeeks(row.weeksOfFood);
    const quote = weeks
      ? await quoteOrNull(db, customerId, row.id, { weeks_of_food: weeks })
      : null;
    options.fewer_weeks = quote && {
      kind: 'fewer_weeks',
      weeks_of_food: quote.weeks_of_food,
      box_price: quote.box_price,
      current_weeks_of_food: row.weeksOfFood,
      current_box_price: current.box_price,
    };
  }
  if (kinds.includes('other_recipe')) {
    const recipes = otherRecipes(parsed.selection, safe);
    const quote = recipes ? await quoteOrNull(db, customerId, row.id, { recipes }) : null;
    options.other_recipe = quote && {
      kind: 'other_recipe',
      recipes: recipes!,
      price_per_week: quote.price_per_week,
      current_price_per_week: current.price_per_week,
    };
  }
  if (
    kinds.includes('pause') &&
    row.status === 'active' &&
    today <= lastChangeDay(row.nextDeliveryDate)
  ) {
    const target = addDays(row.nextDeliveryDate, PAUSE_OFFER_WEEKS * 7);
    const lastBox = (await lastBoxDates(db, customerId)).get(row.petId);
    const later = rescheduleOptions(today, row.nextDeliveryDate, lastBox).filter(
      (d) => d >= target,
    );
    // The kitchen's full days are not offered.
    const date = (await withRoom(db, later))[0];
    options.pause = date
      ? {
          kind: 'pause',
          weeks: PAUSE_OFFER_WEEKS,
          next_delivery_date: date,
          current_delivery_date: row.nextDeliveryDate,
        }
      : null;
  }
  return options;
}

/** GET /api/v3/subscriptions/{id}/cancel_offer/?reason=: the one offer for that reason, if any. */
export async function getCancelOffer(
  db: Database,
  customerId: number,
  id: number,
  reason: CancelReason,
  today = shopToday(clockNow()),
): Promise<CancelOfferView> {
  const row = await ownOpenPlan(db, customerId, id);
  const offer = offerFor(reason, await offerOptions(db, customerId, row, reason, today));
  return { reason, offer: offer && { ...offer, key: offerKey(offer) } };
}

/**
 * POST /api/v3/subscriptions/{id}/cancel_offer/: keeps the plan with the offer applied, through
 * the same services as the customer's own changes (allergen checks and cut-offs included), and
 * records the reason and the accepted offer.
 */
export async function acceptCancelOffer(
  db: Database,
  customerId: number,
  id: number,
  input: InferType<typeof acceptOfferSchema>,
  today = shopToday(clockNow()),
): Promise<{ subscription: SubscriptionView; offer: CancelOffer & { key: string } }> {
  const reason = input.reason as CancelReason;
  const row = await ownOpenPlan(db, customerId, id);
  const offer = offerFor(reason, await offerOptions(db, customerId, row, reason, today));
  if (!offer || offerKey(offer) !== input.offer_key)
    throw new DomainError(
      'offer_changed',
      'This offer has changed or was taken already. Please look at your plan again.',
    );
  let subscription: SubscriptionView;
  if (offer.kind === 'cheaper_plan')
    subscription = await changePlan(db, customerId, id, {
      plan_type: offer.plan_type,
      recipes: offer.recipes,
    });
  else if (offer.kind === 'other_recipe')
    subscription = await changePlan(db, customerId, id, { recipes: offer.recipes });
  else if (offer.kind === 'fewer_weeks')
    subscription = await changePlan(db, customerId, id, { weeks_of_food: offer.weeks_of_food });
  else
    subscription = await rescheduleNextDelivery(
      db,
      customerId,
      id,
      { next_delivery_date: offer.next_delivery_date },
      today,
    );
  await db.insert(cancelFeedback).values({
    customerId,
    subscriptionId: id,
    reason,
    details: input.details,
    offerKind: offer.kind,
    offer: offer as unknown as Record<string, unknown>,
    outcome: 'accepted',
  });
  return { subscription, offer: { ...offer, key: offerKey(offer) } };
}
