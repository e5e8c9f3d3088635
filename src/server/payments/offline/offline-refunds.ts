import type { Database } from '@/server/db/client';
import type { ProviderEvent, ProviderPaymentIntent, ProviderRefund } from '../types';
import { newId } from './ids';
import { invalidRequest } from './offline-errors';
import { idempotent, insertObject, loadObject, saveObject } from './offline-store';
import { buildOfflineEvent } from './webhook-signature';

/** An offline intent also keeps what was refunded of it (Stripe keeps it on the charge). */
export type OfflineIntent = ProviderPaymentIntent & { amount_refunded?: number };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Offline refunds settle at once, except a refund of exactly $7.77: it stays `pending`, as a
 * Stripe refund to a slow card network or a bank does, until settleOfflineRefund decides it and
 * gives the `charge.refund.updated` event Stripe would send. (One exact amount, so no other
 * refund a test or a demo makes is caught by it.)
 */
export const PENDING_REFUND_CENTS = 777;
export const staysPending = (amountCents: number) => amountCents === PENDING_REFUND_CENTS;

/**
 * Stripe's refund rules, kept offline: only a captured intent can be refunded, by a positive
 * whole number of cents, never more than is left of what was captured. The intent's row is
 * locked, so two refunds at once take turns and the second sees what the first took.
 */
export function refundOffline(
  db: Database,
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<ProviderRefund> {
  return idempotent(
    db,
    idempotencyKey,
    { operation: 'refunds.create', params: { payment_intent: paymentIntentId, amountCents } },
    async (tx) => {
      const intent = await loadObject<OfflineIntent>(tx, paymentIntentId, 'payment_intent', {
        label: 'payment_intent',
        lock: true,
      });
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw invalidRequest('parameter_invalid_integer', 'Invalid positive integer: amount');
      if (intent.status !== 'succeeded')
        throw invalidRequest(
          'charge_not_refundable',
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        );
      const refunded = intent.amount_refunded ?? 0;
      const left = intent.amount_received - refunded;
      if (left <= 0)
        throw invalidRequest(
          'charge_already_refunded',
          `Charge for ${intent.id} has already been refunded.`,
        );
      if (amountCents > left)
        throw invalidRequest(
          'amount_too_large',
          `Refund amount (${dollars(amountCents)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        );
      await saveObject<OfflineIntent>(tx, { ...intent, amount_refunded: refunded + amountCents });
      return insertObject<ProviderRefund>(tx, 'refund', {
        id: newId('re'),
        amount: amountCents,
        payment_intent: intent.id,
        status: staysPending(amountCents) ? 'pending' : 'succeeded',
        failure_reason: null,
      });
    },
  );
}

/**
 * Decides a pending offline refund, as the card network finally does at Stripe: a failed one
 * gives its amount back to the charge. Returns the event to deliver to the webhook.
 */
export async function settleOfflineRefund(
  db: Database,
  refundId: string,
  outcome: 'succeeded' | 'failed',
): Promise<ProviderEvent> {
  const refund = await db.transaction(async (tx) => {
    const found = await loadObject<ProviderRefund>(tx, refundId, 'refund', {
      label: 'refund',
      lock: true,
    });
    if (found.status !== 'pending') return found;
    if (outcome === 'failed') {
      const intent = await loadObject<OfflineIntent>(tx, found.payment_intent, 'payment_intent', {
        label: 'payment_intent',
        lock: true,
      });
      await saveObject<OfflineIntent>(tx, {
        ...intent,
        amount_refunded: Math.max(0, (intent.amount_refunded ?? 0) - found.amount),
      });
    }
    return saveObject<ProviderRefund>(tx, {
      ...found,
      status: outcome,
      failure_reason: outcome === 'failed' ? 'expired_or_canceled_card' : null,
    });
  });
  return buildOfflineEvent('charge.refund.updated', { object: 'refund', ...refund });
}
