import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, subscriptions, type OrderRow } from '@/server/db/schema';
import { dueThrough } from '@/domain/renewal-schedule';
import { leaseEnd, scopedTo, type RunClock } from './run-clock';

/** Active plans whose next box is due to be charged by today. */
export function dueSubscriptions(db: Database, clock: RunClock) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
        scopedTo(clock, subscriptions.customerId),
      ),
    )
    .orderBy(asc(subscriptions.id));
}

/**
 * Renewal orders to charge (again) now: declined ones at their retry time, ones still waiting
 * for the customer's bank check when their time is up, and ones whose run died (lease over).
 */
export function ordersToCharge(db: Database, clock: RunClock) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['processing', 'payment_failed', 'requires_action']),
        lte(orders.retryAt, clock.now),
        scopedTo(clock, orders.customerId),
      ),
    )
    .orderBy(asc(orders.id));
}

/**
 * Takes an order for this run, as a conditional update: of several runs seeing the same order,
 * one moves its lease on and charges it; the others get null and leave it.
 */
export async function takeOrder(
  db: Database,
  seen: OrderRow,
  clock: RunClock,
): Promise<OrderRow | null> {
  const [order] = await db
    .update(orders)
    .set({ status: 'processing', retryAt: leaseEnd(clock) })
    .where(
      and(
        eq(orders.id, seen.id),
        eq(orders.status, seen.status),
        eq(orders.chargeAttempts, seen.chargeAttempts),
        lte(orders.retryAt, clock.now),
      ),
    )
    .returning();
  return order ?? null;
}
