import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, payments, type PaymentRow } from '@/server/db/schema';
import { reportError } from '@/server/monitoring/report-error';
import {
  PaymentProviderError,
  toShopPaymentStatus,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from '@/server/payments';
import { clockNow } from '@/server/clock';

/** Payments whose intent may still hold money on the card or be confirmed into a hold. */
const OPEN_STATUSES: PaymentRow['status'][] = ['pending', 'authorized', 'failed'];

/** The shop's status for an intent as the provider now has it ('canceled' kept apart). */
export const paymentStatusOf = (intent: ProviderPaymentIntent): PaymentRow['status'] =>
  intent.status === 'canceled' ? 'canceled' : toShopPaymentStatus(intent);

/**
 * Cancels a payment's intent at the provider, so a hold the shop will not capture stops blocking
 * the customer's money. A cancel refused because the intent moved on (already canceled, or
 * captured by a concurrent request) is settled by what the provider says now.
 */
export async function releaseHold(
  db: Database,
  provider: PaymentProvider,
  payment: Pick<PaymentRow, 'id' | 'providerId'>,
): Promise<PaymentRow['status'] | null> {
  let intent: ProviderPaymentIntent | null;
  try {
    intent = await provider.cancelPaymentIntent(payment.providerId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    intent = await provider.retrievePaymentIntent(payment.providerId).catch(() => null);
    if (!intent) {
      // An outage: the hold stays for the next sweep (and expires at the bank in any case).
      reportError(error, { where: 'release-hold', paymentId: payment.id });
      return null;
    }
  }
  const status = paymentStatusOf(intent);
  if (status === 'succeeded')
    reportError(new Error('A hold the shop meant to release had been captured.'), {
      paymentId: payment.id,
    });
  await db
    .update(payments)
    .set({ status, updatedAt: clockNow() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN_STATUSES)));
  return status;
}

/** No order (first box being placed, or placed) was made with this payment. */
export const unused = notExists(
  sql`(select 1 from ${orders} where ${orders.paymentId} = ${payments.id})`,
);

/**
 * A newer payment was made for the cart: older open payments for it that no order uses are
 * superseded, and their holds released.
 */
export async function releaseSupersededHolds(
  db: Database,
  provider: PaymentProvider,
  newer: Pick<PaymentRow, 'id' | 'customerId' | 'cartId'>,
): Promise<void> {
  if (newer.cartId === null) return;
  const older = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, newer.customerId),
        eq(payments.kind, 'payment'),
        eq(payments.cartId, newer.cartId),
        lt(payments.id, newer.id),
        inArray(payments.status, OPEN_STATUSES),
        unused,
      ),
    );
  for (const payment of older) await releaseHold(db, provider, payment);
}

/**
 * Open payments for carts already ordered: priced for a version of the cart at or before the one
 * a paid first-box order was placed from, and used by no order. Limited to one cart when given
 * (right after its checkout), else every cart (the sweeper).
 */
export async function releaseUnusedHolds(
  db: Database,
  provider: PaymentProvider,
  cartId?: number,
): Promise<number> {
  const orderedCart = sql`exists (select 1 from ${orders} where ${orders.cartId} = ${payments.cartId}
    and ${orders.kind} = 'first_box' and ${orders.status} = 'paid'
    and ${orders.cartVersion} >= ${payments.cartVersion})`;
  const leftover = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'payment'),
        cartId === undefined ? isNotNull(payments.cartId) : eq(payments.cartId, cartId),
        isNotNull(payments.cartVersion),
        inArray(payments.status, OPEN_STATUSES),
        unused,
        orderedCart,
      ),
    );
  for (const payment of leftover) await releaseHold(db, provider, payment);
  return leftover.length;
}
