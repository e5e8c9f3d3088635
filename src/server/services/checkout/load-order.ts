import { asc, eq } from 'drizzle-orm';
import { NotFoundError } from '@/server/api/errors';
import type { Database } from '@/server/db/client';
import { customers, orderItems, orders, pets, subscriptions } from '@/server/db/schema';
import type { OrderView } from './order-view';

/** An order with its items and the customer's subscriptions as they stand. */
export async function loadOrderView(db: Database, orderId: number): Promise<OrderView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError('No such order.');
  const [items, subs, [customer]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select({ subscription: subscriptions, petName: pets.name })
      .from(subscriptions)
      .innerJoin(pets, eq(pets.id, subscriptions.petId))
      .where(eq(subscriptions.customerId, order.customerId))
      .orderBy(asc(subscriptions.id)),
    db
      .select({ status: customers.status })
      .from(customers)
      .where(eq(customers.id, order.customerId)),
  ]);
  const planItems = items.filter((item) => ['FR', 'DY', 'MX'].includes(item.productType));
  const boughtPets = new Set(planItems.map((item) => item.petId));
  const active = subs.filter(
    ({ subscription }) => subscription.status === 'active' && boughtPets.has(subscription.petId),
  );
  const nextBox =
    active.reduce(
      (sum, { subscription }) =>
        sum + (planItems.find((item) => item.petId === subscription.petId)?.totalCents ?? 0),
      0,
    ) +
    active
      .flatMap(({ subscription }) => subscription.addons)
      .filter((addon) => addon.frequency === 1)
      .reduce((sum, addon) => {
        const line = items.find((item) => item.sku === addon.sku);
        return sum + (line ? line.unitCents * addon.quantity : 0);
      }, 0);
  return {
    id: order.id,
    status: order.status,
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    tax: order.taxCents,
    shipping: order.shippingCents,
    total: order.totalCents,
    coupon_code: order.couponCode,
    delivery_date: order.deliveryDate,
    items: items.map((item) => ({
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
    })),
    next_box_subtotal: nextBox,
    customer_status: customer?.status ?? 'lead',
  };
}
