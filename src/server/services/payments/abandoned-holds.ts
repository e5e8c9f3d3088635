import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { reportError } from '@/server/monitoring/report-error';
import { readBackPendingPayment } from './read-back-payment';
import { releaseHold, unused } from './release-holds';
import { clockNow } from '@/server/clock';

/**
 * How long a first-box hold may wait for its order. A customer back from the bank places it
 * within seconds; one who closed the tab after the bank approved never will, and the bank would
 * keep the money blocked for about 7 days. The sweeper (every 15 minutes) releases such a hold
 * once it is this old, so within 75 minutes of the bank's approval.
 */
export const ABANDONED_HOLD_MS = 60 * 60 * 1000;

/**
 * Releases first-box holds no order uses, untouched for ABANDONED_HOLD_MS. The order is not
 * placed for the customer instead: the renewal terms they ticked are only known to the page, and
 * an order without that consent must not be made. A payment the shop still has as pending is
 * read back first; only one the bank approved is a hold to release (an intent that never got past
 * the bank holds nothing and stays reusable for the customer's next try).
 */
export async function releaseAbandonedHolds(
  db: Database,
  provider: PaymentProvider,
  now = clockNow(),
): Promise<number> {
  const candidates = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'payment'),
        isNotNull(payments.cartId),
        inArray(payments.status, ['pending', 'authorized']),
        lte(payments.updatedAt, new Date(now.getTime() - ABANDONED_HOLD_MS)),
        unused,
      ),
    );
  let released = 0;
  for (const candidate of candidates) {
    try {
      const payment = await readBackPendingPayment(db, provider, candidate);
      if (payment.status !== 'authorized') continue;
      if ((await releaseHold(db, provider, payment)) === 'canceled') released += 1;
    } catch (error) {
      reportError(error, { where: 'release-abandoned-hold', paymentId: candidate.id });
    }
  }
  return released;
}
