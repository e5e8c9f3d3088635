import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import upcomingRoute from '@/pages/api/admin/payments/upcoming/index';
import chargeRoute from '@/pages/api/admin/payments/upcoming/[subscriptionId]/charge';
import failedRoute from '@/pages/api/admin/payments/failed/index';
import retryRoute from '@/pages/api/admin/payments/failed/[orderId]/retry';
import { auditLog, orders, paymentMethods, payments } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { CHARGE_LEAD_DAYS } from '@/domain/renewal-schedule';
import { clockNow } from '@/server/clock';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import { createSignedInCustomer } from '../../factories/customers';
import { saveCardOnFile } from '../../factories/payment-methods';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { AWKWARD_DAYS, atShopDate } from '../../helpers/clock';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

atShopDate(AWKWARD_DAYS.wednesday);

interface Upcoming {
  results: Array<{ subscription_id: number; amount: number; charge_date: string }>;
  total: number;
}

describe('upcoming charges and the dunning queue (console)', () => {
  const database = useTestDatabase({ seed: true });
  const upcoming = useRoute(upcomingRoute);
  const charge = useRoute(chargeRoute);
  const failed = useRoute(failedRoute);
  const retry = useRoute(retryRoute);
  const { support, fulfilment } = useStaffRoles(database);
  const list = (url: string, token = support.token) =>
    upcoming<Upcoming & Record<string, unknown>>({ url, token });
  const chargeNow = (subscriptionId: number, body: unknown, token = support.token) =>
    charge<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/payments/upcoming/${subscriptionId}/charge/`,
      params: { subscriptionId: String(subscriptionId) },
      body,
      token,
    });

  it('lists the next days’ renewals with what each will charge; charge now charges once', async () => {
    const db = database.db();
    // Charged tomorrow (its delivery is four days after that).
    const delivery = addDays(shopToday(clockNow()), CHARGE_LEAD_DAYS + 1);
    const { customer, subscription } = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivery,
      addons: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, product_type: 'SP', start_cycle: 1 }],
    });
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const [plan] = await listSubscriptions(db, customer.id, subscription.id);

    const page = await list('/api/admin/payments/upcoming/?days=2');
    expect(page.status).toBe(200);
    const ours = page.json.results.find((row) => row.subscription_id === subscription.id);
    expect(ours).toMatchObject({
      amount: plan!.next_box.total,
      charge_date: addDays(shopToday(clockNow()), 1),
      delivery_date: delivery,
    });
    const today = await list('/api/admin/payments/upcoming/?days=1');
    expect(today.json.results.map((row) => row.subscription_id)).not.toContain(subscription.id);

    const moved = await chargeNow(subscription.id, { delivery_date: addDays(delivery, 7) });
    expect(moved.status).toBe(409);
    expect(moved.json.code).toBe('plan_changed');
    const clicks = await Promise.all([
      chargeNow(subscription.id, { delivery_date: delivery }),
      chargeNow(subscription.id, { delivery_date: delivery }),
    ]);
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const paid = clicks.find((answer) => answer.status === 200)!.json;
    expect(paid).toMatchObject({ status: 'paid', amount: plan!.next_box.total });
    const charges = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customer.id), eq(payments.status, 'succeeded')));
    expect(charges.map((row) => row.amountCents)).toEqual([plan!.next_box.total]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.charge_now'), eq(auditLog.staffId, support.id)));
    expect(audit).toHaveLength(1);
    const after = await list('/api/admin/payments/upcoming/?days=2');
    expect(after.json.results.map((row) => row.subscription_id)).not.toContain(subscription.id);
  });

  it('refuses bad input (400), fulfilment and customers (403), unknown plans (404)', async () => {
    const db = database.db();
    expect((await list('/api/admin/payments/upcoming/?days=0')).status).toBe(400);
    expect((await list('/api/admin/payments/upcoming/?days=x')).status).toBe(400);
    expect((await list('/api/admin/payments/upcoming/?days=32')).status).toBe(400);
    expect((await list('/api/admin/payments/upcoming/', fulfilment.token)).status).toBe(403);
    const { token } = await createSignedInCustomer(db);
    expect((await list('/api/admin/payments/upcoming/', token)).status).toBe(403);
    const due = addDays(shopToday(clockNow()), CHARGE_LEAD_DAYS + 2);
    const { subscription } = await createSubscribedCustomer(db, { nextDeliveryDate: due });
    expect((await chargeNow(subscription.id, {})).status).toBe(400);
    expect((await chargeNow(subscription.id, { delivery_date: due }, token)).status).toBe(403);
    expect(
      (await chargeNow(subscription.id, { delivery_date: due }, fulfilment.token)).status,
    ).toBe(403);
    expect((await chargeNow(999_999, { delivery_date: due })).status).toBe(404);
    const made = await db.select().from(orders).where(eq(orders.subscriptionId, subscription.id));
    expect(made).toEqual([]);
  });

  it('the failed-payment queue shows the revenue recovered and the retry schedule', async () => {
    const db = database.db();
    const before = await failed<{ recovered: { orders: number; amount: number } }>({
      url: '/api/admin/payments/failed/',
      token: support.token,
    });
    const { order, customer } = await createRenewedCustomer(db, { card: 'pm_card_chargeDeclined' });
    await db.delete(paymentMethods).where(eq(paymentMethods.customerId, customer.id));
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const retried = await retry({
      method: 'POST',
      params: { orderId: String(order.id) },
      token: support.token,
    });
    expect(retried.status).toBe(200);
    const after = await failed<{
      recovered: { orders: number; amount: number; retry_schedule_hours: number[] };
    }>({ url: '/api/admin/payments/failed/', token: support.token });
    expect(after.json.recovered).toEqual({
      days: 30,
      orders: before.json.recovered.orders + 1,
      amount: before.json.recovered.amount + order.totalCents,
      retry_schedule_hours: [24, 72],
    });
  });
});
