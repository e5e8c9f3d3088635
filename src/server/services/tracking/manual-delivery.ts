import { and, asc, eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { orders, shipments } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { moveParcels } from './parcel-events';

export const markDeliveredSchema = object({
  reason: string()
    .trim()
    .required('Say why you are marking it delivered (who told you it arrived).')
    .min(3, 'Say why you are marking it delivered (who told you it arrived).')
    .max(300, 'Keep the reason under 300 characters.'),
});
export type MarkDeliveredInput = InferType<typeof markDeliveredSchema>;

export interface MarkDeliveredView {
  order_id: number;
  delivered_at: string;
  boxes: number;
}

/**
 * "Mark delivered" for a carrier that sends no events (a local courier, "other"): the order's
 * shipped boxes are delivered now, through the same parcel move as a carrier's "delivered"
 * event, so the customer's email and the claim window follow as they would; the audit row with
 * the reason is written in the same transaction. A box not shipped yet, or already delivered or
 * returned, is refused (409): there is nothing to mark.
 */
export async function markDeliveredByHand(
  db: Database,
  orderId: number,
  staffId: number,
  input: MarkDeliveredInput,
  now = clockNow(),
): Promise<MarkDeliveredView> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new DomainError('not_found', 'No such order.');
    const parcels = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'shipped')))
      .orderBy(asc(shipments.id))
      .for('update');
    if (parcels.length === 0)
      throw new DomainError('not_shipped', 'This order has no shipped box to mark delivered.');
    const outcome = await moveParcels(tx, parcels, 'delivered', now);
    if (outcome !== 'applied')
      throw new DomainError(
        'already_delivered',
        'Every shipped box of this order is already delivered or returned.',
      );
    const moved = parcels.filter(
      (parcel) => parcel.parcelStatus !== 'delivered' && parcel.parcelStatus !== 'returned',
    );
    await recordAudit(tx, {
      staffId,
      action: 'order.mark_delivered',
      targetType: 'order',
      targetId: orderId,
      before: {
        parcels: parcels.map((parcel) => ({ id: parcel.id, status: parcel.parcelStatus })),
      },
      after: {
        reason: input.reason,
        delivered_at: now.toISOString(),
        shipments: moved.map((p) => p.id),
      },
    });
    return { order_id: orderId, delivered_at: now.toISOString(), boxes: moved.length };
  });
}
