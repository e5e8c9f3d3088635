import { and, eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { planLineName, renewalOffer, repeatQuote } from '@/domain/box-lines';
import type { Offer } from '@/domain/offers';
import { renewalTerms, TERMS_VERSION } from '@/domain/renewal-terms';
import { combinedRatePpm } from '@/domain/tax';
import { taxAddressOf, taxRatesFor } from '@/server/tax/tax-service';
import { recordConsents } from '../consents/consents-service';
import { renewalConsentFields } from '@/contracts/checkout';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  paymentMethods,
  subscriptions,
  type ConsentEvidence,
  type SubscriptionRow,
} from '@/server/db/schema';
import { restartOptions, shopToday } from '@/domain/delivery-schedule';
import { findRedeemableOffer, OFFER_CODE_PATTERN } from '../catalog/offers';
import { lastBoxDates } from './last-boxes';
import { confirmRoom, freeDeliveryDays, holdDay } from '../capacity/capacity-service';
import { savedCardOf } from '../payments/saved-card-filter';
import { findOwnSubscription, listSubscriptions } from './subscriptions-service';
import { clockNow } from '@/server/clock';

const couponCode = string()
  .trim()
  .matches(OFFER_CODE_PATTERN, { message: 'This code is not valid.', excludeEmptyString: true })
  .optional();

export const reactivateSchema = object({
  coupon_code: couponCode,
  delivery_date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .optional(),
  ...renewalConsentFields,
});
// The terms are asked for while a code is typed: any text is taken, and one the restart would
// refuse leaves the terms as they are without it (coupon_applied says which).
export const reactivationTermsSchema = object({
  coupon_code: string().trim().max(40).optional(),
  delivery_date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .optional(),
});

/**
 * The restart dates: the schedule's (still changeable, after the pup's box on its way) with the
 * kitchen's full days replaced by the next free ones; `schedule` is the schedule's own list.
 */
async function restartDates(db: Database, customerId: number, row: SubscriptionRow, today: string) {
  const schedule = restartOptions(today, (await lastBoxDates(db, customerId)).get(row.petId));
  const offered = await freeDeliveryDays(db, schedule[0]!, schedule.length);
  return { schedule, offered: offered.length > 0 ? offered : schedule };
}

/** The welcome-back offer of this code, or null when the code is not one a restart takes. */
async function usableWelcomeBack(db: Database, code: string): Promise<Offer | null> {
  if (!OFFER_CODE_PATTERN.test(code)) return null;
  const offer = await findRedeemableOffer(db, code.toUpperCase());
  return offer?.category === 'REACTIVATION' ? offer : null;
}

/** The welcome-back code a restart takes (none: null); any other code is refused. */
async function welcomeBackOffer(db: Database, code: string | null): Promise<Offer | null> {
  if (!code) return null;
  const offer = await usableWelcomeBack(db, code);
  if (!offer)
    throw new ValidationError({
      coupon_code: ['This code can’t be used to reactivate a plan.'],
    });
  return offer;
}

/**
 * The plan's repeat price from the box back on (the renewals' own rule, with the code the plan
 * keeps when it is an every-box one, as renewals apply it), and its pup.
 */
async function agreedPlan(
  db: Database,
  customerId: number,
  row: SubscriptionRow,
  offer: Offer | null,
) {
  const [view] = await listSubscriptions(db, customerId, row.id);
  const [address] = await db.select().from(addresses).where(eq(addresses.customerId, customerId));
  const rates = await taxRatesFor(db, address ? taxAddressOf(address) : null);
  const repeat = repeatQuote({
    plan: {
      sku: view!.sku,
      product_name: planLineName(view!.pet_name, view!.weeks_of_food),
      product_type: view!.product_type,
      box_cents: view!.box_price,
    },
    addons: view!.addons.map((addon) => ({
      sku: addon.sku,
      product_name: addon.product_name,
      product_type: addon.product_type,
      unit_cents: addon.unit_price,
      quantity: addon.quantity,
      frequency: addon.frequency,
      start_cycle: row.addons.find((kept) => kept.sku === addon.sku)?.start_cycle ?? 0,
    })),
    weeks: view!.weeks_of_food,
    taxRatePpm: combinedRatePpm(rates),
    cycle: row.cycle,
    offer: renewalOffer(offer),
  });
  return {
    plan: { subscription_id: row.id, pet_id: row.petId, pet_name: view!.pet_name, repeat },
    taxKnown: Boolean(address?.state),
  };
}

/**
 * GET /api/v3/subscriptions/{id}/reactivate/: the renewal terms of restarting this plan on that
 * date with that code, worded by the rule the consent record is written with.
 */
export async function reactivationTerms(
  db: Database,
  customerId: number,
  id: number,
  input: InferType<typeof reactivationTermsSchema>,
  today = shopToday(clockNow()),
) {
  const row = await findOwnSubscription(db, customerId, id);
  if (!row) throw new DomainError('not_found', 'No such subscription.');
  const { offered } = await restartDates(db, customerId, row, today);
  const delivery =
    input.delivery_date && offered.includes(input.delivery_date)
      ? input.delivery_date
      : offered[0]!;
  const offer = input.coupon_code ? await usableWelcomeBack(db, input.coupon_code) : null;
  const { plan, taxKnown } = await agreedPlan(db, customerId, row, offer);
  return {
    delivery_date: delivery,
    coupon_applied: offer !== null,
    terms_version: TERMS_VERSION,
    terms_text: renewalTerms([plan], delivery, taxKnown, true),
  };
}

/**
 * POST /api/v3/subscriptions/{id}/reactivate/: restarts a cancelled pup's plan from a delivery
 * date the shop offers (restartOptions: still changeable, after the pup's box on its way), charged to the default card by the renewal job like any box. A
 * welcome-back (REACTIVATION) code takes its discount off that first box back.
 */
export async function reactivateSubscription(
  db: Database,
  customerId: number,
  id: number,
  input: InferType<typeof reactivateSchema>,
  consent: ConsentEvidence,
  today = shopToday(clockNow()),
) {
  const row = await findOwnSubscription(db, customerId, id);
  if (!row) throw new DomainError('not_found', 'No such subscription.');
  // Asked twice (a double click): the plan is already back.
  if (row.status !== 'cancelled') return (await listSubscriptions(db, customerId, id))[0]!;
  const [card] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(savedCardOf(customerId))
    .limit(1);
  if (!card)
    throw new DomainError(
      'invalid_payment_method',
      'Please add a card before reactivating: each box is charged to it.',
    );
  const code = input.coupon_code?.toUpperCase() || null;
  const offer = await welcomeBackOffer(db, code);
  // The first box back is charged by the renewal job like any box: it must still be changeable.
  const { schedule, offered } = await restartDates(db, customerId, row, today);
  const delivery = input.delivery_date ?? offered[0]!;
  // A day the schedule offers that filled since is refused below, with the next free day.
  if (!offered.includes(delivery) && !schedule.includes(delivery))
    throw new ValidationError({
      delivery_date: ['That delivery date is no longer available. Please pick another.'],
    });
  const { plan, taxKnown } = await agreedPlan(db, customerId, row, offer);
  // The restart and its consent in one transaction; the conditional update lets one through.
  await db.transaction(async (tx) => {
    await holdDay(tx, 'reactivation', delivery);
    const [restarted] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        nextDeliveryDate: delivery,
        cancelReason: null,
        offerCode: code,
        updatedAt: clockNow(),
      })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'cancelled')))
      .returning({ id: subscriptions.id });
    if (!restarted) return;
    await confirmRoom(tx, 'reactivation', delivery);
    await recordConsents(tx, {
      customerId,
      agreement: `reactivation:${row.updatedAt.toISOString()}`,
      source: 'reactivation',
      orderId: null,
      evidence: consent,
      plans: [plan],
      firstDelivery: delivery,
      taxKnown,
      restart: true,
    });
  });
  return (await listSubscriptions(db, customerId, id))[0]!;
}
