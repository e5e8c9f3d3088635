import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, orders, refunds } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { PaymentProviderError } from '@/server/payments';
import { reportError } from '@/server/monitoring/report-error';
import type { PendingRefundView } from '@/contracts/admin/disputes';
import { askProviderForRefund, settleRefund } from './refund-settlement';
import { clockNow } from '@/server/clock';

/** A card refund still pending this long is asked for again (the provider did not answer). */
const REDRIVE_AFTER_MS = 10 * 60 * 1000;
const BATCH = 100;

export interface RedriveSummary {
  /** Asked again under their own key (the provider had not answered the first time). */
  asked: number;
  /** Read back from the provider and settled (their webhook never came or was lost). */
  settled: number;
  /** Still pending: the provider is still unreachable, or the refund is still on its way. */
  pending: number;
}

/**
 * Card refunds left pending for more than REDRIVE_AFTER_MS, driven on without a person: one the
 * provider never answered is asked again under its original idempotency key (refunded once,
 * however often asked); one the provider answered 'pending' is read back and settled as the
 * provider has it now. Safe to run any number of times and beside a person's retry: every
 * change is conditional on the refund still being pending. Run by the refund-redrive job.
 */
export async function redrivePendingRefunds(
  db: Database,
  provider: PaymentProvider,
  now = clockNow(),
): Promise<RedriveSummary> {
  const summary: RedriveSummary = { asked: 0, settled: 0, pending: 0 };
  const stale = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.destination, 'card'),
        lte(refunds.createdAt, new Date(now.getTime() - REDRIVE_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(BATCH);
  for (const refund of stale) {
    try {
      if (refund.providerRefundId === null) {
        const asked = await askProviderForRefund(db, provider, refund);
        if (asked.state === 'unavailable') summary.pending += 1;
        else summary.asked += 1;
        continue;
      }
      const answer = await provider.retrieveRefund(refund.providerRefundId);
      if (await settleRefund(db, answer)) summary.settled += 1;
      else summary.pending += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) reportError(error, { refundId: refund.id });
      summary.pending += 1;
    }
  }
  return summary;
}

/** The console's list of card refunds not settled yet, oldest first. */
export async function listPendingRefunds(db: Database): Promise<PendingRefundView[]> {
  const rows = await db
    .select({ refund: refunds, customerId: orders.customerId, email: customers.email })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(refunds.status, 'pending'), eq(refunds.destination, 'card')))
    .orderBy(asc(refunds.createdAt), desc(refunds.id))
    .limit(200);
  return rows.map(({ refund, customerId, email }) => ({
    id: refund.id,
    order_id: refund.orderId,
    customer_id: customerId,
    customer_email: email,
    amount: refund.amountCents,
    reason: refund.reason,
    provider_refund_id: refund.providerRefundId,
    created_at: refund.createdAt.toISOString(),
  }));
}
