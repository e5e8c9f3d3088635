import { and, eq, gt } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { orderEdits } from '@/server/db/schema';

/** How long a reserved edit of a box's contents holds the box (a provider outage may stall it). */
export const PENDING_EDIT_MS = 10 * 60 * 1000;

/**
 * Whether an edit of this order's recipes and extras is under way: reserved in the last ten
 * minutes and neither applied nor declined, so its money may be moving now. A second edit waits
 * for it, and so does packing: a box packed meanwhile would leave the money moved and the box
 * unchanged. Callers hold the order's row lock, which the edit's reservation takes too.
 */
export async function contentsEditUnderWay(tx: Database, orderId: number): Promise<boolean> {
  const [underWay] = await tx
    .select({ id: orderEdits.id })
    .from(orderEdits)
    .where(
      and(
        eq(orderEdits.orderId, orderId),
        eq(orderEdits.status, 'pending'),
        gt(orderEdits.createdAt, new Date(clockNow().getTime() - PENDING_EDIT_MS)),
      ),
    )
    .limit(1);
  return underWay !== undefined;
}
