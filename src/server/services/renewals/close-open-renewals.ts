import { and, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, payments, renewalAttempts, type PaymentRow } from '@/server/db/schema';
import { dunningStep } from '@/server/domain/dunning';
import { getPaymentProvider, type PaymentProvider } from '@/server/payments';
import { restoreCredit } from '../credit/credit-ledger';
import { releaseHold } from '../payments/release-holds';
import { CHARGEABLE } from './due-renewals';
import { clockNow } from '@/server/clock';

/** Why a box was closed unpaid: on the order, its attempt history and the failed-payments queue. */
export const PLAN_STOPPED = 'The plan was cancelled or paused before this box was paid.';

type OpenPayment = Pick<PaymentRow, 'id' | 'providerId'>;

/** Payments that may still hold or take money: a charge waiting for the bank's check. */
const OPEN_PAYMENT: PaymentRow['status'][] = ['pending', 'authorized'];

/**
 * Closes a plan's renewal orders still waiting for a charge (declined with a retry to come, or
 * waiting for the customer's bank check) with no retry left, in the caller's transaction, so the
 * plan's new status and its closed boxes commit together. Each gets its attempt history entry and
 * its credit back. A box a run holds right now ('processing') is left to that run, whose charge
 * step refuses a plan that is not active. Returns the payments to cancel at the provider once the
 * transaction has committed (releaseStoppedPayments).
 */
export async function closeOpenRenewals(
  tx: Database,
  subscriptionId: number,
  now = clockNow(),
): Promise<OpenPayment[]> {
  const step = dunningStep({ outcome: 'plan_stopped', attemptsBefore: 0, now });
  const closed = await tx
    .update(orders)
    .set({ status: step.status, retryAt: step.retryAt, failureMessage: PLAN_STOPPED })
    .where(
      and(
        eq(orders.subscriptionId, subscriptionId),
        eq(orders.kind, 'renewal'),
        inArray(
          orders.status,
          CHARGEABLE.filter((status) => status !== 'processing'),
        ),
        isNotNull(orders.retryAt),
      ),
    )
    .returning();
  if (closed.length === 0) return [];
  await tx.insert(renewalAttempts).values(
    closed.map((order) => ({
      orderId: order.id,
      outcome: 'plan_stopped',
      reason: PLAN_STOPPED,
      amountCents: order.totalCents,
    })),
  );
  for (const order of closed)
    if (order.creditCents > 0)
      await restoreCredit(tx, order.customerId, order.creditCents, order.id);
  const paymentIds = closed.flatMap((order) => (order.paymentId ? [order.paymentId] : []));
  if (paymentIds.length === 0) return [];
  return tx
    .select({ id: payments.id, providerId: payments.providerId })
    .from(payments)
    .where(and(inArray(payments.id, paymentIds), inArray(payments.status, OPEN_PAYMENT)));
}

/**
 * Cancels the closed boxes' waiting charges at the provider, right after the commit: from then
 * on the customer's bank check (our page, or the link in an email) can no longer take the money.
 * Safe to repeat (a cancel refused because the intent moved on is settled by reading it back);
 * one an outage left open is released by the renewal job's sweep (sweepStoppedPayments).
 */
export async function releaseStoppedPayments(
  db: Database,
  open: OpenPayment[],
  provider: PaymentProvider = getPaymentProvider(db),
): Promise<void> {
  for (const payment of open) await releaseHold(db, provider, payment);
}

/**
 * The renewal job's sweep: waiting charges of renewal boxes closed unpaid for good (the plan
 * stopped, or out of attempts) that are still open at the provider, cancelled there.
 */
export async function sweepStoppedPayments(
  db: Database,
  provider: PaymentProvider,
): Promise<number> {
  const open = await db
    .select({ id: payments.id, providerId: payments.providerId })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'payment'),
        inArray(payments.status, OPEN_PAYMENT),
        exists(
          sql`(select 1 from ${orders} where ${orders.paymentId} = ${payments.id}
            and ${orders.kind} = 'renewal' and ${orders.status} = 'payment_failed'
            and ${isNull(orders.retryAt)})`,
        ),
      ),
    );
  await releaseStoppedPayments(db, open, provider);
  return open.length;
}
