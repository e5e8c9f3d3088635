import { and, desc, eq } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { loadOrderView, loadOrderViews } from '../checkout/load-order';
import type { OrderView } from '@/contracts/orders';

export const MAX_ORDERS_LISTED = 50;

export async function listOrders(db: Database, customerId: number): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(MAX_ORDERS_LISTED);
  return loadOrderViews(db, rows);
}

/** One of the customer's orders; anyone else's does not exist for them. */
export async function getOrder(db: Database, customerId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such order.');
  return loadOrderView(db, row.id);
}
