import { taxReversedByRefunds } from '@/server/tax/tax-records';
import { readAll } from '@/server/db/read-all';
import { and, asc, eq, like, or } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  creditEntries,
  customers,
  orderItems,
  orders,
  orderTaxLines,
  paymentMethods,
  payments,
  pets,
  shipments,
  staff,
  taxTransactions,
} from '@/server/db/schema';
import type { OrderDetailView, OrderPupView } from '@/contracts/admin/orders';
import { listRefunds } from '../care/refunds-service';

const AUDIT_LIMIT = 200;

/** Lines grouped by pup (lines for no pup, such as a one-off extra, under the order itself). */
function pupsOf(
  items: (typeof orderItems.$inferSelect & { pupName: string | null })[],
  boxes: (typeof shipments.$inferSelect)[],
): OrderPupView[] {
  const groups = new Map<number | null, OrderPupView>();
  for (const item of items) {
    const key = item.petId;
    let group = groups.get(key);
    if (!group) {
      const box = key === null ? undefined : boxes.find((row) => row.petId === key);
      group = {
        pet_id: key,
        pup_name: item.pupName ?? 'Whole order',
        lines: [],
        shipment: {
          status: box?.status ?? 'pending',
          carrier: box?.carrier ?? null,
          tracking_number: box?.trackingNumber ?? null,
          tracking_url: box?.trackingUrl ?? null,
          packed_at: box?.packedAt.toISOString() ?? null,
          shipped_at: box?.shippedAt?.toISOString() ?? null,
        },
      };
      groups.set(key, group);
    }
    group.lines.push({
      id: item.id,
      sku: item.sku,
      product_type: item.productType,
      product_name: item.productName,
      quantity: item.quantity,
      unit: item.unitCents,
      total: item.totalCents,
    });
  }
  return [...groups.values()];
}

/**
 * Everything the order page shows, read in a handful of queries. The audit trail is the order's
 * own rows and its boxes' (`{order}-{pup}`), newest last, bounded.
 */
export async function getOrderDetail(
  db: Database,
  orderId: number,
  options: { withCard: boolean },
): Promise<OrderDetailView> {
  const [found] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!found) throw new DomainError('not_found', 'No such order.');
  const { order, customer } = found;
  const [items, boxes, paymentRows, refunds, credit, audit, taxLines, taxMoves] = await readAll(
    db,
    [
      () =>
        db
          .select({ item: orderItems, pupName: pets.name })
          .from(orderItems)
          .leftJoin(pets, eq(pets.id, orderItems.petId))
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.id)),
      () => db.select().from(shipments).where(eq(shipments.orderId, orderId)),
      () =>
        order.paymentId
          ? db
              .select({
                payment: payments,
                brand: paymentMethods.brand,
                last4: paymentMethods.last4,
              })
              .from(payments)
              .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
              .where(eq(payments.id, order.paymentId))
          : Promise.resolve([]),
      () => listRefunds(db, [orderId]),
      () =>
        db
          .select()
          .from(creditEntries)
          .where(eq(creditEntries.orderId, orderId))
          .orderBy(asc(creditEntries.id)),
      () =>
        db
          .select({ entry: auditLog, email: staff.email })
          .from(auditLog)
          .innerJoin(staff, eq(staff.id, auditLog.staffId))
          .where(
            or(
              and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(orderId))),
              and(eq(auditLog.targetType, 'box'), like(auditLog.targetId, `${orderId}-%`)),
            ),
          )
          .orderBy(asc(auditLog.id))
          .limit(AUDIT_LIMIT),
      () =>
        db
          .select()
          .from(orderTaxLines)
          .where(eq(orderTaxLines.orderId, orderId))
          .orderBy(asc(orderTaxLines.id)),
      () => db.select().from(taxTransactions).where(eq(taxTransactions.orderId, orderId)),
    ],
  );
  const [paid] = paymentRows;
  const pups = pupsOf(
    items.map((row) => ({ ...row.item, pupName: row.pupName })),
    boxes,
  );
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    delivery_date: order.deliveryDate,
    customer: {
      id: customer.id,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
    },
    ship_to: order.shippingAddress,
    pups,
    totals: {
      subtotal: order.subtotalCents,
      discount: order.discountCents,
      credit: order.creditCents,
      tax: order.taxCents,
      shipping: order.shippingCents,
      total: order.totalCents,
    },
    coupon_code: order.couponCode,
    tax: {
      provider: order.taxProvider,
      calculation_id: order.taxCalculationId,
      lines: taxLines.map((line) => ({
        level: line.level,
        name: line.name,
        rate_ppm: line.ratePpm,
        taxable_amount: line.taxableCents,
        tax_amount: line.taxCents,
      })),
      incomplete: taxLines.some((line) => line.incomplete),
      reversed: taxReversedByRefunds(taxMoves, order.taxCalculationId),
    },
    payment: paid
      ? {
          status: paid.payment.status,
          amount: paid.payment.amountCents,
          card:
            options.withCard && paid.brand && paid.last4
              ? { brand: paid.brand, last4: paid.last4 }
              : null,
        }
      : null,
    refunds,
    credit_entries: credit.map((entry) => ({
      kind: entry.kind,
      amount: entry.amountCents,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    hold: order.holdReason
      ? {
          reason: order.holdReason,
          note: order.holdNote,
          at: order.heldAt?.toISOString() ?? null,
        }
      : null,
    cancellable: order.status === 'paid' && boxes.length === 0 && order.holdReason !== 'refunded',
    editable:
      ['paid', 'payment_failed', 'requires_action'].includes(order.status) &&
      boxes.length === 0 &&
      order.holdReason !== 'refunded',
    audit: audit.map(({ entry, email }) => ({
      id: entry.id,
      staff_email: email,
      action: entry.action,
      target: `${entry.targetType} ${entry.targetId}`,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
    created_at: order.createdAt.toISOString(),
  };
}
