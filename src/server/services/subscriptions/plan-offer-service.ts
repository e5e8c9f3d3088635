import { and, eq, isNull } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import type { SubscriptionView } from '@/contracts/subscriptions';
import {
  BULK_REFUSAL_TEXT,
  bulkRefusal,
  type BulkOffer,
  type BulkPlan,
} from '@/domain/bulk-plan-actions';
import { shopToday } from '@/domain/delivery-schedule';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { parsePlanSku } from '@/domain/plan-sku';
import { skuProductType } from '@/domain/plan-types';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { customers, pets, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { isReferralCode } from '@/server/domain/referrals';
import { sendTemplate } from '@/server/email/templates/define-email';
import { offerAppliedEmail } from '@/server/email/templates/offer-applied-email';
import { DomainError, ValidationError, type ErrorCode } from '@/server/errors';
import { findOfferByCode } from '../catalog/catalog-repository';
import { isRedeemable, OFFER_CODE_PATTERN } from '../catalog/offers';
import { listSubscriptions } from './subscriptions-service';

export const applyOfferSchema = object({
  offer_code: string()
    .trim()
    .required(FIELD_REQUIRED)
    .matches(OFFER_CODE_PATTERN, 'This offer code is not valid.'),
});

const refuse = (message: string) => new ValidationError({ offer_code: [message] });

/**
 * The offer the console may put on plans' next boxes, or 400 on offer_code saying why not. Only
 * a redeemable marketing offer for one box: a welcome-back offer is for restarting a cancelled
 * plan (the customer's reactivation takes it), a friend's code for a first plan (the customer's
 * cart refuses it for members), and an every-box offer would change what every renewal charges,
 * which the customer agreed to at its price (docs/console.md, "Bulk plan actions").
 */
export async function offerForPlans(db: Database, code: string): Promise<BulkOffer> {
  if (isReferralCode(code))
    throw refuse('A friend’s referral code is for a first plan; it cannot be put on a plan.');
  const row = await findOfferByCode(db, code);
  if (!row || !isRedeemable(row, clockNow()))
    throw refuse('This offer code is not valid (unknown, not started, expired or used up).');
  if (row.category === 'REACTIVATION')
    throw refuse('A welcome-back offer is for restarting a cancelled plan; apply it then.');
  if (row.appliesTo === 'EVERY_BOX')
    throw refuse(
      'An every-box offer would change what every renewal charges; only an offer for one box can be put on plans.',
    );
  return {
    code: row.code,
    product_category: row.type === 'CATEGORY_PERCENT_AMOUNT' ? (row.productCategory ?? null) : null,
    uses_left: row.maxUses === null ? null : Math.max(0, row.maxUses - row.uses),
  };
}

/** A plan in the terms of the bulk rules (bulk-plan-actions.ts). */
export function asBulkPlan(
  row: SubscriptionRow,
  who: { email: string; pup: string; lastBox: string | null },
): BulkPlan {
  const parsed = parsePlanSku(row.sku);
  return {
    id: row.id,
    customer_id: row.customerId,
    email: who.email,
    pup: who.pup,
    status: row.status as BulkPlan['status'],
    next_delivery_date: row.nextDeliveryDate,
    weeks_of_food: row.weeksOfFood,
    last_box: who.lastBox,
    offer_code: row.offerCode,
    plan_type: parsed ? skuProductType(parsed.planType) : null,
  };
}

const REFUSAL_CODES: Partial<Record<string, ErrorCode>> = {
  cancelled: 'subscription_cancelled',
  not_active: 'subscription_not_active',
  too_late_to_change: 'too_late_to_change',
};

/**
 * Puts an offer on an active plan's next box (still before its change-by day), by the rules the
 * bulk preview shows: the renewal prices the box with it, as it does a welcome-back offer, and
 * the plan's later boxes are charged as before. The customer is emailed which offer, which box
 * and how much it takes off. Runs in the caller's transaction (the console action's, with its
 * audit row).
 */
export async function applyOfferToPlan(
  db: Database,
  customerId: number,
  id: number,
  input: InferType<typeof applyOfferSchema>,
): Promise<SubscriptionView> {
  const offer = await offerForPlans(db, input.offer_code);
  const [found] = await db
    .select({ row: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)))
    .for('update');
  if (!found) throw new DomainError('not_found', 'No such subscription.');
  const [pet] = await db.select({ name: pets.name }).from(pets).where(eq(pets.id, found.row.petId));
  const plan = asBulkPlan(found.row, { email: found.email, pup: pet?.name ?? '', lastBox: null });
  const reason =
    offer.uses_left === 0
      ? 'offer_used_up'
      : bulkRefusal('offer', plan, { offer_code: offer.code, offer }, shopToday(clockNow()));
  if (reason) throw new DomainError(REFUSAL_CODES[reason] ?? 'conflict', BULK_REFUSAL_TEXT[reason]);
  await db
    .update(subscriptions)
    .set({ offerCode: offer.code, updatedAt: clockNow() })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.offerCode)));
  const [view] = await listSubscriptions(db, customerId, id);
  // An offer that takes nothing off this box (another kind of food) is not put on it.
  if (!view || view.next_box.discount <= 0)
    throw new DomainError('conflict', BULK_REFUSAL_TEXT.offer_not_for_plan);
  await sendTemplate(db, found.email, offerAppliedEmail, {
    firstName: found.firstName,
    petName: view.pet_name,
    code: offer.code,
    deliveryDate: view.next_delivery_date,
    discount: view.next_box.discount,
    total: view.next_box.total,
  });
  return view;
}
