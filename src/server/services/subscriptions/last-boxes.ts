import { and, eq, inArray, max, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';

/**
 * Each pup's latest box on its way, by pet id: paid, or being charged. A plan's next box is never
 * put on or before it (two boxes on one day, or the next before the one on its way). A declined
 * box is not on its way: it ships only if a retry is paid (then it counts), and pausing or
 * cancelling closes it unpaid; one waiting for a retry belongs to an active plan, whose next box
 * it still is (past its cut-off, so not movable anyway).
 */
// A claim's reship is extra to the plan: it never moves the plan's own boxes.
const countsAsShipping = () =>
  and(ne(orders.kind, 'reship'), inArray(orders.status, ['processing', 'paid', 'scheduled']));

/**
 * The same date for one pup as a subquery of a select over subscriptions (YYYY-MM-DD or null),
 * so a list of plans reads it in its own query instead of a second one.
 */
export function lastBoxDateOf(customerId: AnyColumn, petId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(
    select max(${orders.deliveryDate})::text from ${orders}
    inner join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${orders.customerId} = ${customerId} and ${orderItems.petId} = ${petId}
      and ${countsAsShipping()}
  )`;
}

export async function lastBoxDates(db: Database, customerId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ petId: orderItems.petId, last: max(orders.deliveryDate) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), countsAsShipping()))
    .groupBy(orderItems.petId);
  return new Map(
    rows.flatMap((row) => (row.petId !== null && row.last ? [[row.petId, row.last]] : [])),
  );
}
