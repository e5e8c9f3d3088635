import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { addressSchema } from '@/contracts/customers';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import {
  orderItems,
  orderTaxLines,
  orders,
  shipments,
  type OrderAddress,
  type OrderRow,
} from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import {
  calculateOrderTax,
  sameTaxAddress,
  taxAddressOf,
  writeOrderTax,
} from '@/server/tax/tax-service';
import type { TaxCalculation } from '@/server/tax';
import { formatCents } from '@/domain/format/money';

type AddressInput = InferType<typeof addressSchema>;

/** Boxes that are ordered but not packed: paid, or a renewal still waiting for its payment. */
const OPEN: OrderRow['status'][] = ['paid', 'payment_failed', 'requires_action'];
const NOT_CHARGED: OrderRow['status'][] = ['payment_failed', 'requires_action'];

const noBoxPacked = sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id})`;
/** Nothing of it packed, not held for a refund, and paid or awaiting payment: it can still change. */
export const editable = and(
  inArray(orders.status, OPEN),
  or(isNull(orders.holdReason), eq(orders.holdReason, 'staff')),
  noBoxPacked,
);

export function orderAddressOf(input: AddressInput): OrderAddress {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city,
    state: input.state,
    zip_code: input.zip_code,
    phone: input.phone,
  };
}

/** The customer's boxes that a new address can still reach (nothing of them packed yet). */
export async function openOrdersOf(db: Database, customerId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), editable))
    .orderBy(asc(orders.id));
}

/**
 * The order's tax at a new address, through the tax provider port: null when the address is the
 * same for tax (nothing to recalculate).
 */
async function taxAtNewAddress(
  db: Database,
  order: OrderRow,
  to: OrderAddress,
): Promise<TaxCalculation | null> {
  if (sameTaxAddress(taxAddressOf(order.shippingAddress), taxAddressOf(to))) return null;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return calculateOrderTax(db, {
    address: taxAddressOf(to),
    lines: lines.map((line) => ({
      sku: line.sku,
      product_type: line.productType,
      quantity: line.quantity,
      total_cents: line.totalCents,
    })),
    discount: order.discountCents,
    idempotencyKey: `ship-to-${order.id}-${[to.address1, to.address2, to.city, to.state, to.zip_code].join('|')}`,
  });
}

export type ShipToChange =
  | { order_id: number; changed: true; tax_before: number; tax_after: number }
  | { order_id: number; changed: false; reason: string };

/**
 * Moves one locked order to a new ship-to. A box not charged yet takes the new address's tax
 * (its charge will be the new total). A paid box keeps its money: if the new address would
 * change its tax, the move is refused with the difference named, since the card was charged for
 * the old total (staff cancel and re-order it instead).
 */
async function moveOrder(
  tx: Database,
  order: OrderRow,
  to: OrderAddress,
  tax: TaxCalculation | null,
): Promise<ShipToChange> {
  const taxAfter = tax ? tax.total_tax : order.taxCents;
  if (order.status === 'paid' && taxAfter !== order.taxCents)
    return {
      order_id: order.id,
      changed: false,
      reason: `The new address changes this paid box’s tax by ${formatCents(taxAfter - order.taxCents)}.`,
    };
  const totals =
    tax && NOT_CHARGED.includes(order.status)
      ? {
          taxCents: taxAfter,
          totalCents: order.totalCents - order.taxCents + taxAfter,
          taxCalculationId: tax.id,
        }
      : {};
  await tx
    .update(orders)
    .set({ shippingAddress: to, ...totals })
    .where(eq(orders.id, order.id));
  if (tax && NOT_CHARGED.includes(order.status)) {
    await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, order.id));
    await writeOrderTax(tx, order.id, tax);
  }
  return { order_id: order.id, changed: true, tax_before: order.taxCents, tax_after: taxAfter };
}

/** Locks the order and refuses it when a box of it is packed, or it is not open any more. */
export async function lockEditable(
  tx: Database,
  orderId: number,
  customerId?: number,
  what = 'its ship-to',
) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        customerId === undefined ? undefined : eq(orders.customerId, customerId),
      ),
    )
    .for('update');
  if (!order) throw new DomainError('not_found', 'No such order.');
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), editable));
  if (!open)
    throw new DomainError(
      'order_not_editable',
      `This box is packed, shipped, cancelled or refunded: ${what} can no longer change.`,
    );
  return order;
}

/** PUT /api/admin/orders/{id}/ship-to/: one order's ship-to, audited in the same transaction. */
export async function editOrderShipTo(
  db: Database,
  staffId: number,
  orderId: number,
  input: AddressInput,
): Promise<ShipToChange> {
  const to = orderAddressOf(input);
  const [seen] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!seen) throw new DomainError('not_found', 'No such order.');
  // The provider is asked before the transaction (an HTTP call must not hold the row lock).
  const tax = await taxAtNewAddress(db, seen, to);
  return db.transaction(async (tx) => {
    const order = await lockEditable(tx, orderId);
    if (order.taxCents !== seen.taxCents || order.totalCents !== seen.totalCents)
      throw new DomainError('idempotency_conflict', 'The order changed meanwhile: try again.');
    const change = await moveOrder(tx, order, to, tax);
    if (!change.changed) throw new DomainError('order_not_editable', change.reason);
    await recordAudit(tx, {
      staffId,
      action: 'order.ship_to.edit',
      targetType: 'order',
      targetId: orderId,
      before: { ship_to: order.shippingAddress, tax: order.taxCents, total: order.totalCents },
      after: { ship_to: to, tax: change.tax_after },
    });
    return change;
  });
}

/**
 * A customer's new address applied to the boxes already ordered (the customer chose to, on their
 * address form or through support). Taxes are asked first; each order is then moved under its
 * lock in the caller's transaction. A paid box whose tax would change stays where it was and is
 * reported, with why.
 */
export async function prepareOpenOrderMoves(db: Database, customerId: number, to: OrderAddress) {
  const prepared: { order: OrderRow; tax: TaxCalculation | null }[] = [];
  for (const order of await openOrdersOf(db, customerId))
    prepared.push({ order, tax: await taxAtNewAddress(db, order, to) });
  return prepared;
}

export async function applyToOpenOrders(
  tx: Database,
  customerId: number,
  to: OrderAddress,
  prepared: Awaited<ReturnType<typeof prepareOpenOrderMoves>>,
): Promise<ShipToChange[]> {
  const changes: ShipToChange[] = [];
  for (const { order: seen, tax } of prepared) {
    const order = await lockEditable(tx, seen.id, customerId).catch(() => null);
    if (!order || order.taxCents !== seen.taxCents) {
      changes.push({ order_id: seen.id, changed: false, reason: 'The box changed meanwhile.' });
      continue;
    }
    changes.push(await moveOrder(tx, order, to, tax));
  }
  return changes;
}
