import { and, eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { NotFoundError, UnprocessableError, ValidationError } from '@/server/api/errors';
import type { Database } from '@/server/db/client';
import { paymentMethods, subscriptions } from '@/server/db/schema';
import { restartOptions, shopToday } from '@/domain/delivery-schedule';
import { findRedeemableOffer, OFFER_CODE_PATTERN } from '../catalog/offers';
import { lastBoxDates } from './last-boxes';
import { savedCardOf } from '../payments/saved-card-filter';
import { findOwnSubscription, listSubscriptions } from './subscriptions-service';

export const reactivateSchema = object({
  coupon_code: string()
    .trim()
    .matches(OFFER_CODE_PATTERN, { message: 'This code is not valid.', excludeEmptyString: true })
    .optional(),
  delivery_date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .optional(),
});

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
  today = shopToday(),
) {
  const row = await findOwnSubscription(db, customerId, id);
  if (!row) throw new NotFoundError('No such subscription.');
  // Asked twice (a double click): the plan is already back.
  if (row.status !== 'cancelled') return (await listSubscriptions(db, customerId, id))[0]!;
  const [card] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(savedCardOf(customerId))
    .limit(1);
  if (!card)
    throw new UnprocessableError(
      'Please add a card before reactivating: each box is charged to it.',
      'invalid_payment_method',
    );
  const code = input.coupon_code?.toUpperCase() || null;
  if (code) {
    const offer = await findRedeemableOffer(db, code);
    if (!offer || offer.category !== 'REACTIVATION')
      throw new ValidationError({
        coupon_code: ['This code can’t be used to reactivate a plan.'],
      });
  }
  // The first box back is charged by the renewal job like any box: it must still be changeable.
  const offered = restartOptions(today, (await lastBoxDates(db, customerId)).get(row.petId));
  const delivery = input.delivery_date ?? offered[0]!;
  if (!offered.includes(delivery))
    throw new ValidationError({
      delivery_date: ['That delivery date is no longer available. Please pick another.'],
    });
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      nextDeliveryDate: delivery,
      cancelReason: null,
      offerCode: code,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'cancelled')));
  return (await listSubscriptions(db, customerId, id))[0]!;
}
