import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import reactivateRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reactivate';
import { orders, subscriptions } from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import {
  firstDeliveryOptions,
  lastChangeDay,
  restartOptions,
  shopToday,
} from '@/domain/delivery-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import { createBoxOnItsWay, createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { saveCardOnFile } from '../factories/payment-methods';
import { useTestDatabase } from '../helpers/test-db';

interface Plan {
  status: string;
  next_delivery_date: string;
  last_change_date: string;
  delivery_options: string[];
  next_box: { subtotal: number; discount: number; total: number };
}

describe('POST /api/v3/subscriptions/{id}/reactivate/', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(reactivateRoute);
  const reactivate = (id: number, token: string, body: unknown) =>
    call<Plan>({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/reactivate/`,
      params: { subscriptionId: String(id) },
      token,
      body,
    });

  async function cancelled(withCard = true) {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db);
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelReason: 'Too much food' })
      .where(eq(subscriptions.id, subscribed.subscription.id));
    if (withCard) await saveCardOnFile(db, subscribed.customer.id, 'pm_card_visa');
    return subscribed;
  }

  it('needs a saved card', async () => {
    const { token, subscription } = await cancelled(false);
    const response = await reactivate(subscription.id, token, {});
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 'invalid_payment_method' });
  });

  it('takes only welcome-back codes and offered dates', async () => {
    const { token, subscription } = await cancelled();
    const marketing = await reactivate(subscription.id, token, { coupon_code: 'WELCOME50' });
    expect(marketing.status).toBe(400);
    expect(marketing.json).toHaveProperty(['coupon_code']);
    const late = await reactivate(subscription.id, token, { delivery_date: '2020-01-07' });
    expect(late.status).toBe(400);
    expect(late.json).toHaveProperty(['delivery_date']);
    const [row] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('cancelled');
  });

  it('restarts the plan with the welcome-back discount on the first box back, once', async () => {
    const db = database.db();
    const { token, customer, subscription } = await cancelled();
    const back = await reactivate(subscription.id, token, { coupon_code: 'comeback30' });
    expect(back.status).toBe(200);
    const first = restartOptions(shopToday())[0]!;
    expect(back.json).toMatchObject({ status: 'active', next_delivery_date: first });
    expect(back.json.next_box.discount).toBe(Math.round(back.json.next_box.subtotal * 0.3));
    expect((await reactivate(subscription.id, token, {})).json.status).toBe('active');

    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(first)}T17:00:00Z`));
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order).toMatchObject({ status: 'paid', couponCode: 'COMEBACK30' });
    expect(order!.discountCents).toBe(back.json.next_box.discount);
    const [after] = await listSubscriptions(db, customer.id, subscription.id);
    expect(after!.next_box.discount).toBe(0);
  });

  it('restarts on a date that can still be changed, after the box already on its way', async () => {
    const today = shopToday();
    const soonest = firstDeliveryOptions(today)[0]!;
    const { token, customer, pet, subscription } = await cancelled();
    // Cancelled after its last box was charged: that box is still on its way.
    await createBoxOnItsWay(database.db(), customer.id, pet.id, soonest);
    const tooSoon = await reactivate(subscription.id, token, { delivery_date: soonest });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json).toHaveProperty(['delivery_date']);
    const back = await reactivate(subscription.id, token, {});
    expect(back.status).toBe(200);
    expect(back.json.next_delivery_date > soonest).toBe(true);
    expect(back.json.last_change_date >= today).toBe(true);
    expect(back.json.last_change_date).toBe(lastChangeDay(back.json.next_delivery_date));
  });

  it('offers a cancelled plan only restart dates that can still be changed', async () => {
    const today = shopToday();
    const { token, customer, subscription } = await cancelled();
    const [plan] = await listSubscriptions(database.db(), customer.id, subscription.id);
    expect(plan!.delivery_options).toHaveLength(6);
    expect(plan!.delivery_options.every((date) => lastChangeDay(date) >= today)).toBe(true);
    const back = await reactivate(subscription.id, token, {
      delivery_date: plan!.delivery_options[0],
    });
    expect(back.status).toBe(200);
    expect(back.json.last_change_date >= today).toBe(true);
  });

  it('refuses another customer’s plan', async () => {
    const { subscription } = await cancelled();
    const other = await createSubscribedCustomer(database.db());
    expect((await reactivate(subscription.id, other.token, {})).status).toBe(404);
  });
});
