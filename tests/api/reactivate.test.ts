import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import reactivateRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reactivate';
import { offers, orders, payments, renewalConsents, subscriptions } from '@/server/db/schema';
import { RENEWAL_TERMS_REQUIRED, TERMS_VERSION } from '@/domain/renewal-terms';
import { chargeDay } from '@/domain/renewal-schedule';
import { formatCents } from '@/domain/format/money';
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
import { RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { saveCardOnFile } from '../factories/payment-methods';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.friday);

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
    const response = await reactivate(subscription.id, token, RENEWAL_CONSENT);
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 'invalid_payment_method' });
  });

  it('takes only welcome-back codes and offered dates', async () => {
    const { token, subscription } = await cancelled();
    const marketing = await reactivate(subscription.id, token, {
      coupon_code: 'WELCOME50',
      ...RENEWAL_CONSENT,
    });
    expect(marketing.status).toBe(400);
    expect(marketing.json).toHaveProperty(['coupon_code']);
    const late = await reactivate(subscription.id, token, {
      delivery_date: '2020-01-07',
      ...RENEWAL_CONSENT,
    });
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
    const back = await reactivate(subscription.id, token, {
      coupon_code: 'comeback30',
      ...RENEWAL_CONSENT,
    });
    expect(back.status).toBe(200);
    const first = restartOptions(shopToday(clockNow()))[0]!;
    expect(back.json).toMatchObject({ status: 'active', next_delivery_date: first });
    expect(back.json.next_box.discount).toBe(Math.round(back.json.next_box.subtotal * 0.3));
    expect((await reactivate(subscription.id, token, RENEWAL_CONSENT)).json.status).toBe('active');

    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(first)}T17:00:00Z`));
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order).toMatchObject({ status: 'paid', couponCode: 'COMEBACK30' });
    expect(order!.discountCents).toBe(back.json.next_box.discount);
    const [after] = await listSubscriptions(db, customer.id, subscription.id);
    expect(after!.next_box.discount).toBe(0);
  });

  it('restarts on a date that can still be changed, after the box already on its way', async () => {
    const today = shopToday(clockNow());
    const soonest = firstDeliveryOptions(today)[0]!;
    const { token, customer, pet, subscription } = await cancelled();
    // Cancelled after its last box was charged: that box is still on its way.
    await createBoxOnItsWay(database.db(), customer.id, pet.id, soonest);
    const tooSoon = await reactivate(subscription.id, token, {
      delivery_date: soonest,
      ...RENEWAL_CONSENT,
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json).toHaveProperty(['delivery_date']);
    const back = await reactivate(subscription.id, token, RENEWAL_CONSENT);
    expect(back.status).toBe(200);
    expect(back.json.next_delivery_date > soonest).toBe(true);
    expect(back.json.last_change_date >= today).toBe(true);
    expect(back.json.last_change_date).toBe(lastChangeDay(back.json.next_delivery_date));
  });

  it('offers a cancelled plan only restart dates that can still be changed', async () => {
    const today = shopToday(clockNow());
    const { token, customer, subscription } = await cancelled();
    const [plan] = await listSubscriptions(database.db(), customer.id, subscription.id);
    expect(plan!.delivery_options).toHaveLength(6);
    expect(plan!.delivery_options.every((date) => lastChangeDay(date) >= today)).toBe(true);
    const back = await reactivate(subscription.id, token, {
      ...RENEWAL_CONSENT,
      delivery_date: plan!.delivery_options[0],
    });
    expect(back.status).toBe(200);
    expect(back.json.last_change_date >= today).toBe(true);
  });

  it('refuses another customer’s plan', async () => {
    const { subscription } = await cancelled();
    const other = await createSubscribedCustomer(database.db());
    expect((await reactivate(subscription.id, other.token, RENEWAL_CONSENT)).status).toBe(404);
  });

  it('asks for the renewal terms, shows them first, and records the consent once', async () => {
    const db = database.db();
    const { token, subscription, pet } = await cancelled();
    const refused = await reactivate(subscription.id, token, { renewal_terms_accepted: false });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ renewal_terms_accepted: [RENEWAL_TERMS_REQUIRED] });

    const date = restartOptions(shopToday(clockNow()))[1]!;
    const terms = await call<{ terms_text: string; terms_version: string; delivery_date: string }>({
      url: `/api/v3/subscriptions/${subscription.id}/reactivate/?delivery_date=${date}`,
      params: { subscriptionId: String(subscription.id) },
      token,
    });
    expect(terms.status).toBe(200);
    expect(terms.json).toMatchObject({ terms_version: TERMS_VERSION, delivery_date: date });
    expect(terms.json.terms_text).toContain(`${pet.name}’s box renews every 2 weeks`);
    expect(terms.json.terms_text).toContain('The first box back is charged to your card on');

    const body = { delivery_date: date, ...RENEWAL_CONSENT };
    expect((await reactivate(subscription.id, token, body)).status).toBe(200);
    expect((await reactivate(subscription.id, token, body)).status).toBe(200);
    const rows = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.subscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'reactivation',
      termsText: terms.json.terms_text,
      firstChargeDate: chargeDay(date),
    });
  });

  it('records in the consent what the renewals charge with an every-box welcome-back code', async () => {
    const db = database.db();
    await db.insert(offers).values({
      code: 'BACKALWAYS',
      category: 'REACTIVATION',
      type: 'PERCENT_AMOUNT',
      percentBps: 1250,
      appliesTo: 'EVERY_BOX',
    });
    const { token, customer, subscription } = await cancelled();
    const date = restartOptions(shopToday(clockNow()))[0]!;
    const terms = await call<{ terms_text: string }>({
      url: `/api/v3/subscriptions/${subscription.id}/reactivate/?delivery_date=${date}&coupon_code=backalways`,
      params: { subscriptionId: String(subscription.id) },
      token,
    });
    expect(terms.status).toBe(200);
    const back = await reactivate(subscription.id, token, {
      coupon_code: 'backalways',
      delivery_date: date,
      ...RENEWAL_CONSENT,
    });
    expect(back.status).toBe(200);
    const [consent] = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.subscriptionId, subscription.id));
    // The terms shown before the tick are the ones recorded, with the code's amount in them.
    expect(consent!.termsText).toBe(terms.json.terms_text);
    expect(terms.json.terms_text).toContain(formatCents(consent!.boxTotalCents));
    expect(back.json.next_box.total).toBe(consent!.boxTotalCents);

    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(date)}T17:00:00Z`), {
      customerId: customer.id,
    });
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order).toMatchObject({ status: 'paid', couponCode: 'BACKALWAYS' });
    expect(order!.discountCents).toBeGreaterThan(0);
    const [charge] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    expect({ charged: charge!.amountCents, recorded: order!.totalCents }).toEqual({
      charged: consent!.boxTotalCents,
      recorded: consent!.boxTotalCents,
    });
    expect(order!.taxCents).toBe(consent!.boxTaxCents);
    expect(order!.subtotalCents - order!.discountCents).toBe(consent!.boxSubtotalCents);
  });

  it('words the terms without a code the restart would refuse, and says so', async () => {
    const { token, subscription } = await cancelled();
    const termsWith = (code: string) =>
      call<{ terms_text: string; coupon_applied: boolean }>({
        url: `/api/v3/subscriptions/${subscription.id}/reactivate/?coupon_code=${code}`,
        params: { subscriptionId: String(subscription.id) },
        token,
      });
    const plain = await termsWith('');
    // Not a welcome-back code, and a half-typed one with a character no code has.
    for (const code of ['WELCOME50', 'CO%2B']) {
      const terms = await termsWith(code);
      expect(terms.status).toBe(200);
      expect(terms.json).toMatchObject({
        coupon_applied: false,
        terms_text: plain.json.terms_text,
      });
    }
    const refused = await reactivate(subscription.id, token, {
      coupon_code: 'WELCOME50',
      ...RENEWAL_CONSENT,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      coupon_code: ['This code can’t be used to reactivate a plan.'],
    });
  });
});
