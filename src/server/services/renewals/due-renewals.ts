import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idempotencyKeys, orders, subscriptions, type OrderRow } from '@/server/db/schema';
import { dueThrough, remindThrough } from '@/domain/renewal-schedule';
import { leaseEnd, scopedTo, type RunClock } from './run-clock';

/** One box of a plan: the unit of a renewal charge, and of its reminder. */
export interface BoxUnit {
  subscriptionId: number;
  deliveryDate: string;
}

/** A renewal order to charge (again), as it was seen: the state decides whether it is due. */
export interface OrderUnit {
  orderId: number;
  status: OrderRow['status'];
  chargeAttempts: number;
  retryAt: Date;
}

export const CHARGEABLE: OrderRow['status'][] = ['processing', 'payment_failed', 'requires_action'];

/** The order of a plan's box (unique): what makes a box ordered once, however often it is run. */
export const renewalKey = (subscriptionId: number, deliveryDate: string) =>
  `subscription-${subscriptionId}-${deliveryDate}`;

/** One reminder per box, however many runs (or jobs) see it. */
export const reminderKey = (subscriptionId: number, deliveryDate: string) =>
  `renewal-reminder:${subscriptionId}:${deliveryDate}`;

// The same keys in SQL, for the finders to leave out boxes done already.
const boxDate = sql`to_char(${subscriptions.nextDeliveryDate}, 'YYYY-MM-DD')`;
const orderedAlready = sql`exists (select 1 from ${orders} where ${orders.renewalKey} = 'subscription-' || ${subscriptions.id} || '-' || ${boxDate})`;
const remindedAlready = sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.key} = 'renewal-reminder:' || ${subscriptions.id} || ':' || ${boxDate})`;

const boxColumns = {
  subscriptionId: subscriptions.id,
  deliveryDate: subscriptions.nextDeliveryDate,
};

/** Active plans whose next box is due to be charged by today and has no order yet. */
export function dueBoxes(db: Database, clock: RunClock): Promise<BoxUnit[]> {
  return db
    .select(boxColumns)
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        // A plan held by a payment dispute waits for an owner's decision (dispute-service.ts).
        isNull(subscriptions.chargeHold),
        lte(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
        scopedTo(clock, subscriptions.customerId),
        sql`not ${orderedAlready}`,
      ),
    )
    .orderBy(asc(subscriptions.id));
}

/** Boxes whose reminder goes out today and has not gone out yet. */
export function boxesToRemind(db: Database, clock: RunClock): Promise<BoxUnit[]> {
  return db
    .select(boxColumns)
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
        lte(subscriptions.nextDeliveryDate, remindThrough(clock.today)),
        scopedTo(clock, subscriptions.customerId),
        sql`not ${remindedAlready}`,
      ),
    )
    .orderBy(asc(subscriptions.id));
}

/**
 * Renewal orders to charge (again) now: declined ones at their retry time, ones still waiting
 * for the customer's bank check when their time is up, and ones whose run died (lease over).
 */
export async function ordersToCharge(db: Database, clock: RunClock): Promise<OrderUnit[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      status: orders.status,
      chargeAttempts: orders.chargeAttempts,
      retryAt: orders.retryAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'renewal'),
        inArray(orders.status, CHARGEABLE),
        lte(orders.retryAt, clock.now),
        scopedTo(clock, orders.customerId),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => ({ ...row, retryAt: row.retryAt! }));
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
