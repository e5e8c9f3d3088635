import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PendingBoxChoice, PendingBoxView } from '@/contracts/data-rights';
import type { Database } from '@/server/db/client';
import { orderItems, orders, pets, shipments } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { PaymentProvider } from '@/server/payments';
import { cancelOrder } from '../console-orders/order-cancel';

const shippedAlready = sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id}
  and ${shipments.status} = 'shipped')`;
const packedAlready = sql<boolean>`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id})`;

/**
 * The customer's paid boxes that have not shipped yet (not held either): what an account
 * deletion must not silently erase the address of, nor keep the money for.
 */
export async function listPendingBoxes(
  db: Database,
  customerId: number,
): Promise<PendingBoxView[]> {
  const rows = await db
    .select({
      id: orders.id,
      deliveryDate: orders.deliveryDate,
      totalCents: orders.totalCents,
      packed: packedAlready,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'paid'),
        isNull(orders.holdReason),
        sql`not ${shippedAlready}`,
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.id));
  if (rows.length === 0) return [];
  const pups = await db
    .selectDistinct({ orderId: orderItems.orderId, name: pets.name })
    .from(orderItems)
    .innerJoin(pets, eq(pets.id, orderItems.petId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    order_id: row.id,
    delivery_date: row.deliveryDate,
    amount: row.totalCents,
    pet_names: pups
      .filter((pup) => pup.orderId === row.id)
      .map((pup) => pup.name)
      .sort(),
    can_refund: !row.packed,
  }));
}

const PACKED = (box: PendingBoxView) =>
  `The box of ${box.delivery_date} (order #${box.order_id}) is already packed, so it can only be shipped.`;

/**
 * The owner's choice for the boxes not shipped yet, before anything is erased: none needed
 * without such boxes; without a choice (or "refund" for a packed box) a 409 listing them. With
 * "refund", each is cancelled with a full refund through the console's cancel (refund rules,
 * keys made from the order, so asking again after an outage finishes the same refunds).
 * Returns the orders whose address is kept until delivered ("ship").
 */
export async function settlePendingBoxes(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  choice: PendingBoxChoice | undefined,
  staffId: number | null,
): Promise<{ kept: number[]; refunded: number[] }> {
  const boxes = await requirePendingBoxesChoice(db, customerId, choice);
  if (boxes.length === 0) return { kept: [], refunded: [] };
  if (choice === 'ship') return { kept: boxes.map((box) => box.order_id), refunded: [] };
  for (const box of boxes)
    await cancelOrder(db, provider, box.order_id, staffId, {
      idempotency_key: `account-deletion-${customerId}-order-${box.order_id}`,
      reason: 'The account was deleted',
    });
  return { kept: [], refunded: boxes.map((box) => box.order_id) };
}

/**
 * The boxes not shipped yet, once the choice fits them: a 409 listing them without a choice (or
 * with "refund" for a packed box). The console's deletion asks this before it spends the staff
 * member's step-up code, so answering the choice does not need a second code.
 */
export async function requirePendingBoxesChoice(
  db: Database,
  customerId: number,
  choice: PendingBoxChoice | undefined,
): Promise<PendingBoxView[]> {
  const boxes = await listPendingBoxes(db, customerId);
  if (boxes.length === 0) return boxes;
  const packed = choice === 'refund' ? boxes.find((box) => !box.can_refund) : undefined;
  if (!choice || packed)
    throw new DomainError(
      'pending_boxes',
      packed
        ? PACKED(packed)
        : 'A paid box has not shipped yet: choose to have it shipped or cancelled with a full refund.',
      { extra: { pending_boxes: boxes } },
    );
  return boxes;
}
