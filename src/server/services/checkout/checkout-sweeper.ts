import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { reportError } from '@/server/monitoring/report-error';
import type { PaymentProvider } from '@/server/payments';
import { releaseUnusedHolds } from '../payments/release-holds';
import { releaseAbandonedHolds } from '../payments/abandoned-holds';
import { recordOrder } from './record-order';
import { driveOrder } from './order-progress';
import { clockNow } from '@/server/clock';

export interface CheckoutSweepSummary {
  /** Checkouts cut off after the charge, now paid orders with their subscriptions and email. */
  finished: number;
  /** Checkouts cut off before the charge: hold released, the cart free to be paid again. */
  released: number;
  /** Left for the next run (provider unreachable, or the order could not be written). */
  pending: number;
  /** Holds released because their cart was ordered with another payment. */
  holdsReleased: number;
  /** Holds no order came for (the tab closed after the bank approved): released. */
  abandonedReleased: number;
}

/**
 * Finishes or undoes first-box checkouts cut off halfway (their request's lease ran out): a
 * captured one becomes the paid order, one not captured has its hold released so the customer can
 * pay again (nobody is waiting for it; the customer's own retry captures it instead). Then
 * releases holds left unused on carts already ordered, and holds no order came for within
 * ABANDONED_HOLD_MS (abandoned-holds.ts). Run by the renewal job; safe to run any
 * number of times, also beside live checkouts and other runs.
 */
export async function sweepCheckouts(
  db: Database,
  provider: PaymentProvider,
  now = clockNow(),
): Promise<CheckoutSweepSummary> {
  const summary: CheckoutSweepSummary = {
    finished: 0,
    released: 0,
    pending: 0,
    holdsReleased: 0,
    abandonedReleased: 0,
  };
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'first_box'),
        inArray(orders.status, ['processing', 'captured']),
        or(isNull(orders.retryAt), lte(orders.retryAt, now)),
      ),
    )
    .orderBy(asc(orders.id));
  for (const { id } of stale) {
    try {
      const done = await driveOrder(db, provider, id, {
        settle: 'release',
        record: recordOrder,
        wait: false,
        now: () => now,
      });
      if (!done) summary.released += 1;
      else if (done.status === 'paid') summary.finished += 1;
      else summary.pending += 1;
    } catch (error) {
      reportError(error, { where: 'checkout-sweeper', orderId: id });
      summary.pending += 1;
    }
  }
  try {
    summary.holdsReleased = await releaseUnusedHolds(db, provider);
  } catch (error) {
    reportError(error, { where: 'checkout-sweeper-holds' });
  }
  summary.abandonedReleased = await releaseAbandonedHolds(db, provider, now);
  return summary;
}
