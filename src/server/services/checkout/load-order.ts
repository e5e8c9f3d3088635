import { readAll } from '@/server/db/read-all';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  customers,
  offers,
  orderItems,
  orders,
  orderTaxLines,
  taxTransactions,
  type OrderTaxLineRow,
  pets,
  refunds,
  shipments,
  subscriptions,
  type OfferRow,
  type OrderRow,
  type ShipmentRow,
  type SubscriptionRow,
} from '@/server/db/schema';
import { repeatQuote } from '@/domain/box-lines';
import { combinedRatePpm } from '@/domain/tax';
import { taxAddressOf, taxRatesFor } from '@/server/tax/tax-service';
import { taxReversedByRefunds } from '@/server/tax/tax-records';
import { problemReportOpensOn } from '@/domain/parcel-tracking';
import { offerFromLookup } from '../catalog/offers';
import { shipmentView } from '../tracking/shipment-view';
import type { OrderView } from '@/contracts/orders';

/** An order with its items and the customer's subscriptions as they stand. */
export async function loadOrderView(db: Database, orderId: number): Promise<OrderView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new DomainError('not_found', 'No such order.');
  return (await loadOrderViews(db, [order]))[0]!;
}

/** The lines of these orders, in the order they were written. */
export function itemsOfOrders(db: Database, ids: number[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
}

/**
 * Views of several orders (a customer's history) from one query per table, whatever their
 * number, rather than a round of queries per order.
 */
export async function loadOrderViews(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const owners = [...new Set(rows.map((row) => row.customerId))];
  const addressKeys = [...new Set(rows.map((row) => JSON.stringify(row.shippingAddress)))];
  const [items, subs, people, boxes, refunded, taxLines, taxMoves, ...rates] = await readAll(db, [
    () => itemsOfOrders(db, ids),
    () =>
      db
        .select({ subscription: subscriptions, petName: pets.name, offer: offers })
        .from(subscriptions)
        .innerJoin(pets, eq(pets.id, subscriptions.petId))
        .leftJoin(offers, eq(offers.code, subscriptions.offerCode))
        .where(inArray(subscriptions.customerId, owners))
        .orderBy(asc(subscriptions.id)),
    () =>
      db
        .select({ id: customers.id, status: customers.status })
        .from(customers)
        .where(inArray(customers.id, owners)),
    () =>
      db
        .select({ shipment: shipments, petName: pets.name })
        .from(shipments)
        .innerJoin(pets, eq(pets.id, shipments.petId))
        .where(inArray(shipments.orderId, ids))
        .orderBy(asc(shipments.id)),
    () =>
      db
        .select({
          orderId: refunds.orderId,
          cents: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
          pending: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'pending'), 0)::int`,
        })
        .from(refunds)
        .where(inArray(refunds.orderId, ids))
        .groupBy(refunds.orderId),
    () =>
      db
        .select()
        .from(orderTaxLines)
        .where(inArray(orderTaxLines.orderId, ids))
        .orderBy(asc(orderTaxLines.id)),
    () => db.select().from(taxTransactions).where(inArray(taxTransactions.orderId, ids)),
    // Later boxes are quoted at the rates of the address the order went to (one ask per address).
    ...addressKeys.map(
      (key) => () => taxRatesFor(db, taxAddressOf(JSON.parse(key) as OrderRow['shippingAddress'])),
    ),
  ]);
  const rateOf = (order: OrderRow) =>
    combinedRatePpm(rates[addressKeys.indexOf(JSON.stringify(order.shippingAddress))]!);
  return rows.map((order) =>
    orderView(order, {
      items: items.filter((item) => item.orderId === order.id),
      subs: subs.filter(({ subscription }) => subscription.customerId === order.customerId),
      customerStatus: people.find((person) => person.id === order.customerId)?.status,
      boxes: boxes.filter(({ shipment }) => shipment.orderId === order.id),
      refunded: refunded.find((row) => row.orderId === order.id),
      taxRatePpm: rateOf(order),
      taxLines: taxLines.filter((line) => line.orderId === order.id),
      taxReversed: taxReversedByRefunds(
        taxMoves.filter((row) => row.orderId === order.id),
        order.taxCalculationId,
      ),
    }),
  );
}

interface OrderParts {
  items: Array<typeof orderItems.$inferSelect>;
  subs: Array<{ subscription: SubscriptionRow; petName: string; offer: OfferRow | null }>;
  customerStatus: 'lead' | 'active' | undefined;
  boxes: Array<{ shipment: ShipmentRow; petName: string }>;
  refunded: { cents: number; pending: number } | undefined;
  taxRatePpm: number;
  taxLines: OrderTaxLineRow[];
  taxReversed: number;
}

function orderView(
  order: OrderRow,
  { items, subs, customerStatus, boxes, refunded, taxRatePpm, taxLines, taxReversed }: OrderParts,
): OrderView {
  const planItems = items.filter((item) => ['FR', 'DY', 'MX'].includes(item.productType));
  const boughtPets = new Set(planItems.map((item) => item.petId));
  const active = subs.filter(
    ({ subscription }) => subscription.status === 'active' && boughtPets.has(subscription.petId),
  );
  // Later boxes are priced as renewals price them, from the prices this order was charged.
  const repeats = new Map(
    active.map(({ subscription, offer }) => {
      const plan = planItems.find((item) => item.petId === subscription.petId);
      const addons = subscription.addons.flatMap((addon) => {
        const line = items.find((item) => item.sku === addon.sku);
        return line
          ? [
              {
                ...addon,
                product_name: line.productName,
                unit_cents: line.unitCents,
                start_cycle: addon.start_cycle ?? 0,
              },
            ]
          : [];
      });
      const quote = repeatQuote({
        plan: {
          sku: subscription.sku,
          product_name: plan?.productName ?? '',
          product_type: plan?.productType ?? '',
          box_cents: plan?.totalCents ?? 0,
        },
        addons,
        weeks: subscription.weeksOfFood,
        taxRatePpm,
        cycle: subscription.cycle,
        // The plan's own code, as the renewal reads it (an every-box code, a welcome-back one).
        offer: subscription.offerCode
          ? offerFromLookup(subscription.offerCode, { row: offer, referrerId: null })
          : null,
      });
      return [subscription.id, quote] as const;
    }),
  );
  const boxViews = boxes.map(({ shipment, petName }) => shipmentView(shipment, petName));
  return {
    id: order.id,
    status: order.status,
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    tax: order.taxCents,
    tax_lines: taxLines.map((line) => ({
      level: line.level,
      name: line.name,
      rate_ppm: line.ratePpm,
      taxable_amount: line.taxableCents,
      tax_amount: line.taxCents,
    })),
    tax_incomplete: taxLines.some((line) => line.incomplete),
    tax_reversed: taxReversed,
    shipping: order.shippingCents,
    total: order.totalCents,
    coupon_code: order.couponCode,
    refunded: refunded?.cents ?? 0,
    refund_pending: refunded?.pending ?? 0,
    delivery_date: order.deliveryDate,
    // A declined renewal: why, and when it is tried again (null: out of attempts, plan paused).
    payment_problem:
      order.status === 'payment_failed'
        ? { reason: order.failureMessage, retry_at: order.retryAt?.toISOString() ?? null }
        : null,
    items: items.map((item) => ({
      id: item.id,
      pet_id: item.petId,
      sku: item.sku,
      product_type: item.productType,
      product_name: item.productName,
      quantity: item.quantity,
      unit_price: item.unitCents,
      total_price: item.totalCents,
    })),
    subscriptions: active.map(({ subscription, petName }) => ({
      id: subscription.id,
      pet_id: subscription.petId,
      pet_name: petName,
      sku: subscription.sku,
      weeks_of_food: subscription.weeksOfFood,
      next_delivery_date: subscription.nextDeliveryDate,
      repeat: repeats.get(subscription.id)!,
    })),
    next_box_subtotal: [...repeats.values()].reduce((sum, quote) => sum + quote.box.subtotal, 0),
    customer_status: customerStatus ?? 'lead',
    shipments: boxViews,
    report_opens_on: problemReportOpensOn({
      deliveryDate: order.deliveryDate,
      arrivedOn: boxViews.flatMap((box) => box.arrived_on ?? []),
    }),
  };
}
