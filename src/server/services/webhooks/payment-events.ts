import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { payments, webhookEvents } from '@/server/db/schema';
import {
  PaymentProviderError,
  toShopPaymentStatus,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
} from '@/server/payments';
import { statusesMovingTo } from '@/server/domain/payment-moves';
import { keepsCardOnFile } from '@/server/domain/saved-cards';
import { keepCardOnFile } from '../payments/payment-methods-service';
import { settleRefund } from '../care/refund-settlement';
import { recordDispute } from '../disputes/dispute-service';
import { refreshSavedCard } from '../payments/refresh-saved-card';
import { clockNow } from '@/server/clock';

const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
]);

const REFUND_EVENTS = new Set(['charge.refund.updated', 'refund.updated', 'refund.failed']);

const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]);

/** The card network refreshed a saved card (new expiry, maybe new number): Stripe's updater. */
const CARD_UPDATED = 'payment_method.automatically_updated';

/** The object as the provider has it now; null when it knows no such object. */
async function readBack<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    // "No such payment_intent": an event about nothing of ours changes nothing. Anything else
    // (an outage) is thrown, so the delivery is retried.
    if (error instanceof PaymentProviderError && error.code === 'resource_missing') return null;
    throw error;
  }
}

/**
 * The event's object read again from the provider: a signature proves who sent an event, not
 * that it is still true (events arrive late and out of order) nor, should a signing secret
 * leak, that it was ever true. State changes only follow what the provider says now.
 */
async function currentObject(
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<ProviderEvent | null> {
  const claimed = event.data.object as { id?: unknown };
  if (typeof claimed.id !== 'string') return null;
  const id = claimed.id;
  const object = INTENT_EVENTS.has(event.type)
    ? await readBack(() => provider.retrievePaymentIntent(id))
    : REFUND_EVENTS.has(event.type)
      ? await readBack(() => provider.retrieveRefund(id))
      : DISPUTE_EVENTS.has(event.type)
        ? await readBack(() => provider.retrieveDispute(id))
        : event.type === CARD_UPDATED
          ? await readBack(() => provider.retrievePaymentMethod(id))
          : null;
  return object
    ? { ...event, data: { object: object as unknown as Record<string, unknown> } }
    : null;
}

/**
 * Applies a verified provider event once: its id is recorded in the same transaction as its
 * effect, so a redelivery (providers retry) finds it and changes nothing, and a process that dies
 * halfway leaves neither (the retry applies it). The object is read back from the provider
 * first (outside the transaction: the offline provider uses the database too). Returns whether
 * this delivery did the work.
 */
export async function handlePaymentEvent(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<boolean> {
  const current = await currentObject(provider, event);
  return db.transaction((tx) => applyOnce(tx, event.id, event.type, current));
}

async function applyOnce(
  db: Database,
  id: string,
  type: string,
  event: ProviderEvent | null,
): Promise<boolean> {
  const [fresh] = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return false;
  if (!event) return true;
  if (INTENT_EVENTS.has(event.type)) {
    const intent = event.data.object as unknown as ProviderPaymentIntent;
    const status = intent.status === 'canceled' ? 'canceled' : toShopPaymentStatus(intent);
    // One conditional statement, not a read then a write: a status committed meanwhile (a
    // capture, a release) fails the condition, even when this update waited for its row lock,
    // so an event read before it never moves the payment back (payment-moves.ts).
    const [row] = await db
      .update(payments)
      .set({
        status,
        failureCode: intent.last_payment_error?.code ?? null,
        failureMessage: intent.last_payment_error?.message ?? null,
        updatedAt: clockNow(),
      })
      .where(
        and(eq(payments.providerId, intent.id), inArray(payments.status, statusesMovingTo(status))),
      )
      .returning();
    // A hold the bank approved out of the page (3-D Secure redirect) keeps the card too.
    if (row?.paymentMethodId && keepsCardOnFile(intent.status))
      await keepCardOnFile(db, row.customerId, row.paymentMethodId);
  }
  if (REFUND_EVENTS.has(event.type))
    await settleRefund(db, event.data.object as unknown as ProviderRefund);
  if (DISPUTE_EVENTS.has(event.type))
    await recordDispute(db, event.data.object as unknown as ProviderDispute);
  if (event.type === CARD_UPDATED)
    await refreshSavedCard(db, event.data.object as unknown as ProviderPaymentMethod);
  return true;
}
