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
import { PLAN_LINE_WEEKS_PATTERN } from '@/domain/box-lines';
import type { AddonRhythmGroup } from '@/domain/pick-list';

/**
 * The SQL of fulfilment. A box is one pup's plan line in a paid order (a first box from checkout
 * holds one per pup; a renewal order one); its shipment row, if any, says packed or shipped.
 * Everything counted is counted by the database, with the indexes on orders(delivery_date,
 * status) and subscriptions(next_delivery_date, status).
 */
const PLAN_TYPES = ['FR', 'DY', 'MX'];
const ADDON_TYPES = ['TR', 'SP'];

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
// A plan whose box on its next date is not paid yet: that box is still a forecast.
const notOrdered = sql`not exists (select 1 from ${orders} where ${orders.renewalKey} =
  'subscription-' || ${subscriptions.id} || '-' || ${subscriptions.nextDeliveryDate}
  and ${orders.status} = 'paid')`;
const forecastOn = (date: string) =>
  and(eq(subscriptions.nextDeliveryDate, date), eq(subscriptions.status, 'active'), notOrdered);

export interface DateCountsRow {
  delivery_date: string;
  boxes: number;
  packed: number;
  shipped: number;
  forecast: number;
}

type Rows<T> = { rows: T[] };

/** Delivery dates from `from` on with their box counts, oldest first, `limit` after `after`. */
export async function dateCounts(
  db: Database,
  from: string,
  limit: number,
  offset: number,
): Promise<DateCountsRow[]> {
  const result = (await db.execute(sql`
    with ordered as (
      select ${orders.deliveryDate} as d, count(*)::int as boxes,
        (count(${shipments.id}) filter (where ${shipments.status} = 'packed'))::int as packed,
        (count(${shipments.id}) filter (where ${shipments.status} = 'shipped'))::int as shipped
      from ${orders}
      join ${orderItems} on ${planLine}
      left join ${shipments} on ${boxShipment}
      where ${orders.status} = 'paid' and ${orders.deliveryDate} >= ${from}
      group by 1
    ), forecast as (
      select ${subscriptions.nextDeliveryDate} as d, count(*)::int as forecast
      from ${subscriptions}
      where ${subscriptions.status} = 'active' and ${subscriptions.nextDeliveryDate} >= ${from}
        and ${notOrdered}
      group by 1
    )
    select to_char(coalesce(ordered.d, forecast.d), 'YYYY-MM-DD') as delivery_date,
      coalesce(ordered.boxes, 0) as boxes, coalesce(ordered.packed, 0) as packed,
      coalesce(ordered.shipped, 0) as shipped, coalesce(forecast.forecast, 0) as forecast
    from ordered full join forecast on ordered.d = forecast.d
    order by 1 limit ${limit} offset ${offset}
  `)) as unknown as Rows<DateCountsRow>;
  return result.rows;
}

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
  options: { limit: number; offset: number; state?: BoxState; orderId?: number; petId?: number },
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

const weeksOf = sql<
  number | null
>`substring(${orderItems.productName} from ${PLAN_LINE_WEEKS_PATTERN})::int`;

/** A date's paid boxes counted per plan and box size. */
export async function planGroups(db: Database, date: string) {
  return (
    db
      .select({ sku: orderItems.sku, weeks_of_food: weeksOf, boxes: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(orderItems, planLine)
      .where(paidOn(date))
      // By position: the pattern is a bound parameter, so the expression cannot be repeated.
      .groupBy(sql`1`, sql`2`)
  );
}

/** A date's add-ons in paid orders, added up per product. */
export async function addonTotals(db: Database, date: string) {
  return db
    .select({
      sku: orderItems.sku,
      product_name: sql<string>`max(${orderItems.productName})`,
      unit: sql<string>`coalesce(${addonProducts.container}, 'unit')`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, orders.id), inArray(orderItems.productType, ADDON_TYPES)),
    )
    .leftJoin(addonProducts, eq(addonProducts.sku, orderItems.sku))
    .where(paidOn(date))
    .groupBy(orderItems.sku, addonProducts.container)
    .orderBy(asc(sql`max(${orderItems.productName})`));
}

/** The plans due on a date and not ordered yet, counted per plan and box size. */
export async function forecastPlanGroups(db: Database, date: string) {
  return db
    .select({
      sku: subscriptions.sku,
      weeks_of_food: subscriptions.weeksOfFood,
      boxes: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(forecastOn(date))
    .groupBy(subscriptions.sku, subscriptions.weeksOfFood);
}

/**
 * The extras of the plans due on a date and not ordered yet, summed per product and rhythm (its
 * frequency and first box, and the plan's box number); which of them ship is the pick-list rule's.
 */
export async function forecastAddonGroups(db: Database, date: string) {
  const result = (await db.execute(sql`
    select a.item->>'sku' as sku, (a.item->>'frequency')::int as frequency,
      coalesce((a.item->>'start_cycle')::int, 0) as start_cycle, ${subscriptions.cycle} as cycle,
      sum((a.item->>'quantity')::int)::int as quantity
    from ${subscriptions}
    cross join lateral jsonb_array_elements(${subscriptions.addons}) as a(item)
    where ${forecastOn(date)}
    group by 1, 2, 3, 4
  `)) as unknown as Rows<AddonRhythmGroup>;
  return result.rows;
}

/** A page of the plans due on a date and not ordered yet, with pup and address. */
export async function forecastPage(db: Database, date: string, limit: number, offset: number) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      petId: subscriptions.petId,
      pupName: pets.name,
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

export async function countForecast(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(forecastOn(date));
  return row?.count ?? 0;
}
