import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { payments, webhookEvents } from '@/server/db/schema';
import {
  toShopPaymentStatus,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderRefund,
} from '@/server/payments';
import { keepsCardOnFile } from '@/server/domain/saved-cards';
import { keepCardOnFile } from '../payments/payment-methods-service';
import { settleRefund } from '../care/refund-settlement';

const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
]);

const REFUND_EVENTS = new Set(['charge.refund.updated', 'refund.updated', 'refund.failed']);

/**
 * Applies a verified provider event once: its id is recorded in the same transaction as its
 * effect, so a redelivery (providers retry) finds it and changes nothing, and a process that dies
 * halfway leaves neither (the retry applies it). Returns whether this delivery did the work.
 */
export function handlePaymentEvent(db: Database, event: ProviderEvent): Promise<boolean> {
  return db.transaction((tx) => applyOnce(tx as unknown as Database, event));
}

async function applyOnce(db: Database, event: ProviderEvent): Promise<boolean> {
  const [fresh] = await db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return false;
  if (INTENT_EVENTS.has(event.type)) {
    const intent = event.data.object as unknown as ProviderPaymentIntent;
    const status = intent.status === 'canceled' ? 'canceled' : toShopPaymentStatus(intent);
    const [row] = await db.select().from(payments).where(eq(payments.providerId, intent.id));
    // A payment the shop already counts as taken, or released, is never moved back by a late event.
    if (row && row.status !== 'succeeded' && row.status !== 'canceled') {
      await db
        .update(payments)
        .set({
          status,
          failureCode: intent.last_payment_error?.code ?? null,
          failureMessage: intent.last_payment_error?.message ?? null,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, row.id));
      // A hold the bank approved out of the page (3-D Secure redirect) keeps the card too.
      if (row.paymentMethodId && keepsCardOnFile(intent.status))
        await keepCardOnFile(db, row.customerId, row.paymentMethodId);
    }
  }
  if (REFUND_EVENTS.has(event.type))
    await settleRefund(db, event.data.object as unknown as ProviderRefund);
  return true;
}
