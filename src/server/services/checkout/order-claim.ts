import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carts, orders, type OrderRow } from '@/server/db/schema';
import { placeOrder, type PlaceOrderInput } from '../orders/place-order';
import { confirmRoom, holdDay } from '../capacity/capacity-service';

export type FirstBoxClaim = PlaceOrderInput & {
  claim: { paymentId: number; cartId: number; cartVersion: number };
};

export type ClaimResult =
  | { claimed: OrderRow }
  /** The cart changed since it was priced: price it again. */
  | { stale: true }
  /** Another checkout got the cart (or this payment) first; null if it is gone already. */
  | { taken: OrderRow | null };

/** A box per pup's plan line, as fulfilment's tallies count boxes. */
const boxesIn = (order: FirstBoxClaim) =>
  order.lines.filter(
    (line) => line.pet_id !== null && ['FR', 'DY', 'MX'].includes(line.product_type),
  ).length;

/**
 * Claims the first-box order of a cart: under the cart's row lock, only while the cart is still at
 * the version that was priced, and only if no order exists for this payment or this cart version
 * and no other checkout of the cart is in flight (unique indexes). So of concurrent checkouts of
 * one cart, with one payment or several, exactly one goes on to capture. A full delivery day
 * refuses the claim (422 no_transit_option_found, with the next free day). Its lines are written
 * with it, so what is captured is recorded line for line whoever finishes the order.
 */
export async function claimOrder(db: Database, order: FirstBoxClaim): Promise<ClaimResult> {
  const { claim } = order;
  const result = await db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ version: carts.version })
      .from(carts)
      .where(eq(carts.id, claim.cartId))
      .for('update');
    if (cart?.version !== claim.cartVersion) return 'stale' as const;
    // The kitchen's capacity: the claimed order (processing) counts on its day from here on.
    await holdDay(tx, 'first_box', order.deliveryDate);
    // The order and its lines together: the lines are the cart as priced for this payment.
    const placed = await placeOrder(tx, order);
    if (placed) await confirmRoom(tx, 'first_box', order.deliveryDate, boxesIn(order));
    return placed;
  });
  if (result === 'stale') return { stale: true };
  if (result) return { claimed: result };
  const [mine] = await db.select().from(orders).where(eq(orders.paymentId, claim.paymentId));
  if (mine) return { taken: mine };
  const [rival] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.cartId, claim.cartId),
        or(
          eq(orders.cartVersion, claim.cartVersion),
          and(eq(orders.kind, 'first_box'), inArray(orders.status, ['processing', 'captured'])),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return { taken: rival ?? null };
}
