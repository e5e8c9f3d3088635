import { clockNow } from '@/server/clock';
import { and, eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { auditLog, customers, orderItems, orders, pets, shipments } from '@/server/db/schema';
import { fullyGivenBack, moneyBackLeft } from '@/domain/money-back';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import type { PaymentProvider } from '@/server/payments';
import { sendTemplate } from '@/server/email/templates/define-email';
import { boxCancelledEmail } from '@/server/email/templates/box-cancelled-email';
import type { OrderCancelView } from '@/contracts/admin/orders';
import { lockOrder, orderMoneyOf } from '../care/order-money';
import { refundOrder } from '../care/refunds-service';

export const cancelOrderSchema = object({
  /** From the page that asked: the same click sent twice cancels (and refunds) once. */
  idempotency_key: string().trim().min(8).max(100).required(FIELD_REQUIRED),
  reason: string().trim().max(500).required('Please give a reason.'),
});
export type CancelOrderInput = InferType<typeof cancelOrderSchema>;

const HOLD_NOTE = (reason: string) => `Cancelled: ${reason}`.slice(0, 300);

/**
 * Step one, under the order's lock: only a paid order none of whose boxes is packed can be
 * cancelled, and it is held at once, so the warehouse cannot pack it while the money goes back.
 * Returns false when it was already cancelled (a repeated request).
 */
async function holdForCancel(db: Database, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError('not_found', 'No such order.');
    const [done] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.cancel'),
          eq(auditLog.targetType, 'order'),
          eq(auditLog.targetId, String(orderId)),
        ),
      )
      .limit(1);
    if (done) return false;
    if (order.status !== 'paid')
      throw new DomainError(
        'conflict',
        'Only a paid box can be cancelled here; an unpaid renewal is skipped from the customer’s plan.',
      );
    const [box] = await tx
      .select({ status: shipments.status })
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
      .limit(1);
    if (box)
      throw new DomainError(
        'conflict',
        box.status === 'shipped'
          ? 'This box has shipped: refund it instead.'
          : 'This box is already packed: unpack it in fulfilment or refund it instead.',
      );
    if (!order.holdReason)
      await tx
        .update(orders)
        .set({ holdReason: 'staff', holdNote: HOLD_NOTE(reason), heldAt: clockNow() })
        .where(eq(orders.id, orderId));
    return true;
  });
}

/**
 * Cancels a paid box not yet packed: held from packing, then everything still to give back goes
 * back through the refund rules (refunds-service): the card part to the card, the account
 * credit it used to account credit. Each refund carries a key made from the request's, so a
 * retry after a provider outage finishes the same refunds. Last, under the lock again: the
 * order is marked refunded (do not ship), the audit row written and the customer emailed, once.
 */
export async function cancelOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  /** Null: the customer's own account deletion (a paid box they chose to cancel). */
  staffId: number | null,
  input: CancelOrderInput,
): Promise<OrderCancelView> {
  const fresh = await holdForCancel(db, orderId, input.reason);
  if (!fresh) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return {
      order_id: orderId,
      refunded_to_card: 0,
      refunded_to_credit: 0,
      hold: order!.holdReason ? { reason: order!.holdReason, note: order!.holdNote } : null,
    };
  }
  const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
  const left = moneyBackLeft(await orderMoneyOf(db, current!));
  const reason = `Box cancelled: ${input.reason}`.slice(0, 500);
  // One card refund per card payment (the box's own charge, then each edit's extra charge): a
  // provider refunds one payment at a time. Each part has its own key, so a retry makes each once.
  let toCard = 0;
  let cardLeft = left.cardCents;
  for (let part = 1; cardLeft > 0; part++) {
    const refund = await refundOrder(
      db,
      provider,
      orderId,
      staffId,
      {
        idempotency_key: `${input.idempotency_key}:card${part === 1 ? '' : `-${part}`}`,
        reason,
        full: true,
        destination: 'card',
        lines: [],
      },
      // The box-cancelled email says what went back where.
      { quiet: true },
    );
    // A refund the provider failed frees its amount: asking again under a new key would only
    // repeat it, so what is left stays for a person to refund (the order is not marked refunded).
    if (refund.amount === 0 || refund.status === 'failed') break;
    toCard += refund.amount;
    const before = cardLeft;
    cardLeft = moneyBackLeft(await orderMoneyOf(db, current!)).cardCents;
    if (cardLeft >= before) break;
  }
  const creditLeft = moneyBackLeft(await orderMoneyOf(db, current!)).creditCents;
  let toCredit = 0;
  if (creditLeft > 0) {
    const refund = await refundOrder(
      db,
      provider,
      orderId,
      staffId,
      {
        idempotency_key: `${input.idempotency_key}:credit`,
        reason,
        full: true,
        destination: 'credit',
        lines: [],
      },
      { quiet: true },
    );
    toCredit = refund.amount;
  }
  return db.transaction(async (tx) => {
    const order = (await lockOrder(tx, orderId))!;
    const before = { hold_reason: order.holdReason, hold_note: order.holdNote };
    const given = fullyGivenBack(await orderMoneyOf(tx, order));
    const [after] = await tx
      .update(orders)
      .set({
        holdReason: given ? 'refunded' : 'staff',
        holdNote: HOLD_NOTE(input.reason),
        heldAt: order.heldAt ?? clockNow(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'order.cancel',
      targetType: 'order',
      targetId: orderId,
      before,
      after: {
        hold_reason: after!.holdReason,
        reason: input.reason,
        refunded_to_card_cents: toCard,
        refunded_to_credit_cents: toCredit,
      },
    });
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, order.customerId));
    const pups = await tx
      .selectDistinct({ name: pets.name })
      .from(orderItems)
      .innerJoin(pets, eq(pets.id, orderItems.petId))
      .where(eq(orderItems.orderId, orderId));
    if (customer)
      await sendTemplate(tx, customer.email, boxCancelledEmail, {
        firstName: customer.firstName,
        orderNumber: orderId,
        petNames: pups.map((pup) => pup.name).sort(),
        refundedToCardCents: toCard,
        refundedToCreditCents: toCredit,
      });
    return {
      order_id: orderId,
      refunded_to_card: toCard,
      refunded_to_credit: toCredit,
      hold: { reason: after!.holdReason!, note: after!.holdNote },
    };
  });
}
