import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addonProducts,
  addresses,
  orderItems,
  orders,
  pets,
  shipments,
  subscriptions,
} from '@/server/db/schema';

/**
 * The SQL of fulfilment's lists. A box is one pup's plan line in a paid order (a first box from
 * checkout holds one per pup; a renewal order one); its shipment row, if any, says packed or
 * shipped. Pages are read in id order along orders_paid_day_idx and subscriptions_active_day_idx
 * and stop after the page; counts come from the tallies (fulfilment-tallies.ts).
 */
const PLAN_TYPES = ['FR', 'DY', 'MX'];

const planLine = and(
  eq(orderItems.orderId, orders.id),
  inArray(orderItems.productType, PLAN_TYPES),
  sql`${orderItems.petId} is not null`,
);
const boxShipment = and(
  eq(shipments.orderId, orderItems.orderId),
  eq(shipments.petId, orderItems.petId),
);
const paidOn = (date: string) => and(eq(orders.deliveryDate, date), eq(orders.status, 'paid'));
/**
 * boxShips (src/domain/box-ships.ts) as SQL over `orders`: paid and not held. Fulfilment's tallies
 * apply it in the database (fulfilment_box_ships); other readers of boxes join orders and use this.
 */
export const shipsSql = and(eq(orders.status, 'paid'), isNull(orders.holdReason));
// A plan whose box on its next date is not paid yet: that box is still a forecast.
const notOrdered = sql`not exists (select 1 from ${orders} where ${orders.renewalKey} =
  'subscription-' || ${subscriptions.id} || '-' || ${subscriptions.nextDeliveryDate}
  and ${orders.status} = 'paid')`;
const forecastOn = (date: string) =>
  and(eq(subscriptions.nextDeliveryDate, date), eq(subscriptions.status, 'active'), notOrdered);

export type BoxState = 'pending' | 'packed' | 'shipped';

const stateFilter = (state?: BoxState): SQL | undefined =>
  state === undefined
    ? undefined
    : state === 'pending'
      ? isNull(shipments.id)
      : eq(shipments.status, state);

/** A page of a date's boxes (plan lines of paid orders), by order; any date when null. */
export async function boxPage(
  db: Database,
  date: string | null,
  options: {
    limit: number;
    offset: number;
    state?: BoxState;
    orderId?: number;
    petId?: number;
    /** Only boxes that will ship (packing slips): none held from shipping. */
    shipsOnly?: boolean;
  },
) {
  return db
    .select({
      orderId: orders.id,
      petId: sql<number>`${orderItems.petId}`,
      kind: orders.kind,
      deliveryDate: orders.deliveryDate,
      shipTo: orders.shippingAddress,
      sku: orderItems.sku,
      productName: orderItems.productName,
      pupName: pets.name,
      // Additive (console-money): what the packer must keep out, and whether the box is held.
      allergies: pets.allergies,
      holdReason: orders.holdReason,
      holdNote: orders.holdNote,
      status: shipments.status,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      trackingUrl: shipments.trackingUrl,
    })
    .from(orders)
    .innerJoin(orderItems, planLine)
    .innerJoin(pets, eq(pets.id, orderItems.petId))
    .leftJoin(shipments, boxShipment)
    .where(
      and(
        date === null ? eq(orders.status, 'paid') : paidOn(date),
        stateFilter(options.state),
        options.shipsOnly ? shipsSql : undefined,
        options.orderId === undefined ? undefined : eq(orders.id, options.orderId),
        options.petId === undefined ? undefined : eq(orderItems.petId, options.petId),
      ),
    )
    .orderBy(asc(orders.id), asc(orderItems.id))
    .limit(options.limit)
    .offset(options.offset);
}

export type BoxPageRow = Awaited<ReturnType<typeof boxPage>>[number];

/** Every line of the given orders (plans and add-ons), with an add-on's container. */
export async function linesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      petId: orderItems.petId,
      sku: orderItems.sku,
      productType: orderItems.productType,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      container: addonProducts.container,
    })
    .from(orderItems)
    .leftJoin(addonProducts, eq(addonProducts.sku, orderItems.sku))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** A page of the plans due on a date and not ordered yet, with pup and address. */
export async function forecastPage(db: Database, date: string, limit: number, offset: number) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      petId: subscriptions.petId,
      pupName: pets.name,
      allergies: pets.allergies,
      sku: subscriptions.sku,
      weeksOfFood: subscriptions.weeksOfFood,
      cycle: subscriptions.cycle,
      addons: subscriptions.addons,
      address: addresses,
    })
    .from(subscriptions)
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .leftJoin(addresses, eq(addresses.customerId, subscriptions.customerId))
    .where(forecastOn(date))
    .orderBy(asc(subscriptions.id))
    .limit(limit)
    .offset(offset);
}
