import { and, eq, isNull } from 'drizzle-orm';
import { reverseTaxOfRefund } from '@/server/tax/tax-records';
import { emailRefundSucceeded } from './refund-email';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { payments, refunds, type RefundRow } from '@/server/db/schema';
import { PaymentProviderError, type PaymentProvider, type ProviderRefund } from '@/server/payments';

/** The shop's status for the provider's refund: only succeeded and failed are final. */
export function refundOutcome(answer: Pick<ProviderRefund, 'status' | 'failure_reason'>): {
  status: RefundRow['status'];
  failureMessage: string | null;
} {
  if (answer.status === 'succeeded') return { status: 'succeeded', failureMessage: null };
  if (answer.status === 'failed' || answer.status === 'canceled')
    return {
      status: 'failed',
      failureMessage: `The refund ${answer.status === 'canceled' ? 'was canceled' : 'failed'}${
        answer.failure_reason ? ` (${answer.failure_reason.replaceAll('_', ' ')})` : ''
      }.`,
    };
  return { status: 'pending', failureMessage: null };
}

/**
 * A refund webhook (`charge.refund.updated`, `refund.updated`, `refund.failed`): a pending
 * refund becomes what the provider says. A settled one never moves again, and a failed one no
 * longer counts against what was captured, so its amount can be refunded again.
 */
export async function settleRefund(db: Database, answer: ProviderRefund): Promise<boolean> {
  const outcome = refundOutcome(answer);
  if (outcome.status === 'pending') return false;
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(refunds)
      .set(outcome)
      .where(and(eq(refunds.providerRefundId, answer.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (rows[0]) await emailRefundSucceeded(tx, rows[0].id);
    return rows;
  });
  if (updated.length) {
    await reverseTaxOfRefund(db, updated[0]!.id);
    return true;
  }
  // The event can overtake the answer to our own request: while a refund of this payment is
  // still waiting for its provider id, the event is refused so the provider (or the queue)
  // delivers it again once the id is stored. Refunds made elsewhere (the dashboard) are ignored.
  const [inFlight] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.providerId, answer.payment_intent),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
      ),
    )
    .limit(1);
  if (inFlight)
    throw new DomainError(
      'service_unavailable',
      'A refund of this payment is still being recorded.',
    );
  return false;
}

/**
 * Asks the provider for a card refund reserved as pending, under the key made from the refund's
 * id: asked again (a person retrying, the re-drive job), the provider refunds once and answers
 * the first refund. A refusal (nothing left to refund) fails the refund and frees its amount; an
 * outage leaves it pending, its amount still reserved.
 */
export async function askProviderForRefund(
  db: Database,
  provider: PaymentProvider,
  refund: RefundRow,
  intentId?: string | null,
): Promise<{ state: 'asked' } | { state: 'refused'; message: string } | { state: 'unavailable' }> {
  let intent = intentId;
  if (!intent) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId!));
    intent = payment!.providerId;
  }
  let answer: ProviderRefund;
  try {
    answer = await provider.refund(intent, refund.amountCents, `order-refund-${refund.id}`);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'provider') {
      await db
        .update(refunds)
        .set({ status: 'failed', failureMessage: error.message })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      return { state: 'refused', message: error.message };
    }
    return { state: 'unavailable' };
  }
  // The provider's own word: a refund still on its way stays pending (its amount reserved)
  // until the refund webhook settles it.
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ ...refundOutcome(answer), providerRefundId: answer.id })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (settled) await emailRefundSucceeded(tx, settled.id);
  });
  await reverseTaxOfRefund(db, refund.id);
  return { state: 'asked' };
}
