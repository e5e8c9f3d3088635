import { readAll } from '@/server/db/read-all';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, orderItems, orders, pets, shipments } from '@/server/db/schema';
import { containsPattern, searchedOrderNumber, type OrderFilters } from '@/domain/order-filters';
import type { OrderListItemView, OrderListPage } from '@/contracts/admin/orders';

/**
 * The search: an order number is exact; other text is found anywhere in the customer's email or
 * in the name of a pup on the order. Contains-matches cannot use an index, which is why the list
 * is paged and the text bounded (order-filters.ts).
 */
function searchCondition(search: string): SQL {
  const orderNumber = searchedOrderNumber(search);
  if (orderNumber !== null) return eq(orders.id, orderNumber);
  const pattern = containsPattern(search);
  return or(
    sql`lower(${customers.email}) like ${pattern}`,
    sql`exists (select 1 from ${orderItems} inner join ${pets} on ${pets.id} = ${orderItems.petId}
      where ${orderItems.orderId} = ${orders.id} and lower(${pets.name}) like ${pattern})`,
  )!;
}

function conditions(filters: OrderFilters): SQL | undefined {
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.kind ? eq(orders.kind, filters.kind) : undefined,
    filters.deliveryFrom ? gte(orders.deliveryDate, filters.deliveryFrom) : undefined,
    filters.deliveryTo ? lte(orders.deliveryDate, filters.deliveryTo) : undefined,
    filters.held === undefined
      ? undefined
      : filters.held
        ? isNotNull(orders.holdReason)
        : isNull(orders.holdReason),
    filters.search ? searchCondition(filters.search) : undefined,
  );
}

/** A page of orders, newest first, with their pups and boxes: three queries per page. */
export async function listOrders(db: Database, filters: OrderFilters): Promise<OrderListPage> {
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      deliveryDate: orders.deliveryDate,
      total: orders.totalCents,
      holdReason: orders.holdReason,
      holdNote: orders.holdNote,
      createdAt: orders.createdAt,
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(conditions(filters))
    .orderBy(desc(orders.id))
    .limit(filters.pageSize + 1)
    .offset((filters.page - 1) * filters.pageSize);
  const page = rows.slice(0, filters.pageSize);
  const ids = page.map((row) => row.id);
  const [pups, boxes] = ids.length
    ? await readAll(db, [
        () =>
          db
            .selectDistinct({ orderId: orderItems.orderId, name: pets.name })
            .from(orderItems)
            .innerJoin(pets, eq(pets.id, orderItems.petId))
            .where(inArray(orderItems.orderId, ids)),
        () =>
          db
            .select({ orderId: shipments.orderId, status: shipments.status })
            .from(shipments)
            .where(inArray(shipments.orderId, ids)),
      ])
    : [[], []];
  const results: OrderListItemView[] = page.map((row) => {
    const names = pups.filter((pup) => pup.orderId === row.id).map((pup) => pup.name);
    const shipped = boxes.filter((box) => box.orderId === row.id && box.status === 'shipped');
    const packed = boxes.filter((box) => box.orderId === row.id && box.status === 'packed');
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      delivery_date: row.deliveryDate,
      total: row.total,
      customer: {
        id: row.customerId,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
      },
      pups: names.sort(),
      hold: row.holdReason ? { reason: row.holdReason, note: row.holdNote } : null,
      boxes: {
        pending: Math.max(0, names.length - shipped.length - packed.length),
        packed: packed.length,
        shipped: shipped.length,
      },
      created_at: row.createdAt.toISOString(),
    };
  });
  return {
    results,
    page: filters.page,
    page_size: filters.pageSize,
    next_page: rows.length > filters.pageSize ? filters.page + 1 : null,
  };
}
