import { readAll } from '@/server/db/read-all';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  creditEntries,
  orderEdits,
  orders,
  payments,
  refunds,
  type OrderRow,
} from '@/server/db/schema';
import { fullyGivenBack, type CardPayment, type OrderMoney } from '@/domain/money-back';

const PAID: OrderRow['status'][] = ['paid', 'captured'];

/**
 * What the order was paid and what refunds and claim credits gave back of it (money-back.ts).
 * Read it under the order's row lock (`lockOrder`): refunds and claims both take that lock, so
 * neither can count the order while the other is giving money back from it.
 */
export async function orderMoneyOf(db: Database, order: OrderRow): Promise<OrderMoney> {
  const [[payment], given, [claimed], [edits]] = await readAll(db, [
    () =>
      order.paymentId
        ? db
            .select({ status: payments.status, kind: payments.kind, amount: payments.amountCents })
            .from(payments)
            .where(eq(payments.id, order.paymentId))
        : Promise.resolve([]),
    () =>
      db
        .select({
          destination: refunds.destination,
          cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
        })
        .from(refunds)
        .where(
          and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded'])),
        )
        .groupBy(refunds.destination),
    () =>
      db
        .select({ cents: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
        .from(creditEntries)
        .where(and(eq(creditEntries.orderId, order.id), eq(creditEntries.kind, 'claim'))),
    // Edits that raised the box's total charged the difference apart (order-contents.ts).
    () =>
      db
        .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
        .from(orderEdits)
        .innerJoin(payments, eq(payments.id, orderEdits.paymentId))
        .where(and(eq(orderEdits.orderId, order.id), eq(payments.status, 'succeeded'))),
  ]);
  const paid = PAID.includes(order.status);
  // The card charge is the captured payment; an order marked paid without one (nothing was due,
  // or it was recorded before payments were linked) was charged its own total.
  const captured =
    payment && payment.kind === 'payment' && payment.status === 'succeeded' ? payment.amount : null;
  const refunded = (to: 'card' | 'credit') =>
    given.find((row) => row.destination === to)?.cents ?? 0;
  return {
    cardPaidCents:
      (captured ?? (paid ? order.totalCents - (edits?.cents ?? 0) : 0)) + (edits?.cents ?? 0),
    creditPaidCents: paid ? order.creditCents : 0,
    cardRefundedCents: refunded('card'),
    creditRefundedCents: refunded('credit'),
    claimCreditedCents: claimed?.cents ?? 0,
  };
}

/**
 * The order's card payments a refund may go back on, oldest first: the payment that paid it, then
 * each edit's extra charge (order-contents-money.ts), each with what the order's card refunds
 * (pending or succeeded) gave back on it. Read under the order's row lock, as orderMoneyOf.
 */
export async function cardPaymentsOf(
  db: Database,
  order: OrderRow,
): Promise<(CardPayment & { providerId: string })[]> {
  const charged = and(eq(payments.kind, 'payment'), eq(payments.status, 'succeeded'));
  const columns = {
    id: payments.id,
    amountCents: payments.amountCents,
    providerId: payments.providerId,
  };
  const [own, edits, given] = await readAll(db, [
    () =>
      order.paymentId
        ? db
            .select(columns)
            .from(payments)
            .where(and(eq(payments.id, order.paymentId), charged))
        : Promise.resolve([]),
    () =>
      db
        .select(columns)
        .from(orderEdits)
        .innerJoin(payments, eq(payments.id, orderEdits.paymentId))
        .where(and(eq(orderEdits.orderId, order.id), charged))
        .orderBy(orderEdits.id),
    () =>
      db
        .select({
          paymentId: refunds.paymentId,
          cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
        })
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, order.id),
            eq(refunds.destination, 'card'),
            inArray(refunds.status, ['pending', 'succeeded']),
          ),
        )
        .groupBy(refunds.paymentId),
  ]);
  return [...own, ...edits].map((payment) => ({
    ...payment,
    refundedCents: given.find((row) => row.paymentId === payment.id)?.cents ?? 0,
  }));
}

/** The order, locked for the rest of the caller's transaction. */
export async function lockOrder(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * After money went back: an order with nothing left to give back is held (do not ship), unless
 * someone already held it. In the transaction that gave the money back.
 */
export async function holdIfGivenBack(db: Database, order: OrderRow, now: Date): Promise<boolean> {
  if (!fullyGivenBack(await orderMoneyOf(db, order))) return false;
  const held = await db
    .update(orders)
    .set({ holdReason: 'refunded', heldAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.holdReason)))
    .returning({ id: orders.id });
  return held.length > 0;
}
