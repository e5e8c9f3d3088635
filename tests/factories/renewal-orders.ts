import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider, type PaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from './payment-methods';
import { createSubscribedCustomer } from './subscriptions';
import { clockNow } from '@/server/clock';

/**
 * A customer whose due box the renewal job has just charged with `card` (paid, or
 * payment_failed for a declining card): a real order with lines, tax, shipping and a payment
 * at the provider.
 */
export async function createRenewedCustomer(
  db: Database,
  options: { card?: string; provider?: PaymentProvider; state?: string } = {},
) {
  const due = earliestDelivery(shopToday(clockNow()));
  const subscribed = await createSubscribedCustomer(db, {
    nextDeliveryDate: due,
    state: options.state,
    addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 1, product_type: 'SP', start_cycle: 1 }],
  });
  await saveCardOnFile(db, subscribed.customer.id, options.card ?? 'pm_card_visa');
  await runRenewals(
    db,
    options.provider ?? getPaymentProvider(db),
    new Date(`${chargeDay(due)}T17:00:00Z`),
  );
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, subscribed.customer.id), eq(orders.kind, 'renewal')));
  return { ...subscribed, order: order! };
}

/** An order's first line (the plan), as a refund names it (`item:<id>`), and what it cost. */
export async function planLineOf(db: Database, orderId: number) {
  const [item] = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { line: `item:${item!.id}`, total: item!.totalCents };
}
