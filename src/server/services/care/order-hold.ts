import { eq } from 'drizzle-orm';
import { boolean, object, string, type InferType } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { lockOrder } from './order-money';
import { clockNow } from '@/server/clock';

export const holdSchema = object({
  /** true: hold the box (do not ship); false: release it. */
  hold: boolean().required('Say whether to hold or release the box.'),
  note: string().trim().max(300).default(''),
});
export type HoldInput = InferType<typeof holdSchema>;

export interface HoldView {
  order_id: number;
  hold: { reason: 'refunded' | 'staff'; note: string | null; at: string } | null;
}

/**
 * POST /api/admin/orders/{id}/hold/: holds a paid box from packing and shipping, or releases it,
 * with the audit row in the same transaction. A hold put on because the order was refunded in
 * full is released only by someone who may refund (`mayReleaseRefunded`): the money is gone.
 */
export async function setOrderHold(
  db: Database,
  orderId: number,
  staffId: number,
  input: HoldInput,
  options: { mayReleaseRefunded: boolean; now?: Date },
): Promise<HoldView> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'paid') throw new DomainError('not_found', 'No such box.');
    if (!input.hold && order.holdReason === 'refunded' && !options.mayReleaseRefunded)
      throw new DomainError(
        'permission_denied',
        'This box was refunded in full: only someone who may refund can release it.',
      );
    const before = { hold_reason: order.holdReason, hold_note: order.holdNote };
    const [after] = await tx
      .update(orders)
      .set(
        input.hold
          ? { holdReason: 'staff', holdNote: input.note || null, heldAt: options.now ?? clockNow() }
          : { holdReason: null, holdNote: null, heldAt: null },
      )
      .where(eq(orders.id, orderId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: input.hold ? 'order.hold' : 'order.release',
      targetType: 'order',
      targetId: orderId,
      before,
      after: { hold_reason: after!.holdReason, hold_note: after!.holdNote },
    });
    return {
      order_id: orderId,
      hold: after!.holdReason
        ? { reason: after!.holdReason, note: after!.holdNote, at: after!.heldAt!.toISOString() }
        : null,
    };
  });
}
