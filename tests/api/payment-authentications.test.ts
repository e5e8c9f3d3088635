import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import listRoute from '@/pages/api/v3/customers/[id]/payment_authentications/index';
import getRoute from '@/pages/api/v3/customers/[id]/payment_authentications/[paymentIntent]/index';
import e2eRenewalRoute from '@/server/e2e/routes/renewal-run';
import confirmRoute from '@/pages/api/v3/customers/[id]/payment_authentications/[paymentIntent]/confirm';
import type { Database } from '@/server/db/client';
import { orders, outboxEmails, payments, subscriptions, taxTransactions } from '@/server/db/schema';
import {
  addDays,
  earliestDelivery,
  nextDeliveryAfter,
  shopToday,
} from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { deliveryOncePaid, lastDayKeepingDelivery } from '@/domain/late-payment-delivery';
import { completeOfflineAuthentication, getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow, clockNowMs } from '@/server/clock';

const HOUR = 3_600_000;

describe('renewal charges that need the customer’s bank check', () => {
  const database = useTestDatabase({ seed: true });
  const list = useRoute(listRoute);
  const get = useRoute(getRoute);
  const confirm = useRoute(confirmRoute);
  const e2eRun = useRoute(e2eRenewalRoute);
  const dueDelivery = earliestDelivery(shopToday(clockNow()));
  const chargeTime = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
  const run = (at = chargeTime) =>
    runRenewals(database.db(), getPaymentProvider(database.db()), at);

  /** A due customer whose saved card always asks for 3-D Secure (4000 0027 6000 3184). */
  async function awaitingCustomer() {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
    await saveCardOnFile(db, subscribed.customer.id, 'pm_card_authenticationRequired');
    const summary = await run();
    const [order] = await renewalOf(db, subscribed.customer.id);
    const [payment] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    return {
      ...subscribed,
      summary,
      order: order!,
      intent: payment!.providerId,
      payment: payment!,
    };
  }
  const renewalOf = (db: Database, customerId: number) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
  const params = (id: number, paymentIntent?: string) => ({
    id: String(id),
    ...(paymentIntent ? { paymentIntent } : {}),
  });

  it('keeps the charge waiting for the customer, emails a link, and lists it for My plan', async () => {
    const db = database.db();
    const { customer, token, summary, order, payment, intent, subscription } =
      await awaitingCustomer();
    expect(summary).toMatchObject({ ordered: 1, charged: 0, awaiting_authentication: 1 });
    expect(order).toMatchObject({ status: 'requires_action', chargeAttempts: 1 });
    expect(order.retryAt!.getTime()).toBe(chargeTime.getTime() + 24 * HOUR);
    expect(payment).toMatchObject({ status: 'pending', amountCents: order.totalCents });
    const provider = getPaymentProvider(db);
    expect((await provider.retrievePaymentIntent(intent)).status).toBe('requires_action');
    const emails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    const notice = emails.find((email) => email.subject.startsWith('Please confirm the payment'));
    expect(notice!.text).toContain(`/account/authenticate-payment/?payment_intent=${intent}`);
    // The plan waits: its box is not moved on until the payment is confirmed.
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(plan!.nextDeliveryDate).toBe(dueDelivery);

    const listed = await list({ params: params(customer.id), token });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({
        payment_intent: intent,
        status: 'requires_action',
        amount: order.totalCents,
      }),
    ]);
    const one = await get({ params: params(customer.id, intent), token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ order_id: order.id, client_secret: payment.clientSecret });
    // What the page tells the customer, from the rules the charge follows.
    expect(one.json).toMatchObject({
      respond_by: order.retryAt!.toISOString(),
      unanswered: 'card_tried_again',
      keeps_date_until: lastDayKeepingDelivery(dueDelivery),
      arrives_if_confirmed_today: deliveryOncePaid(dueDelivery, shopToday(clockNow())),
    });
  });

  it('answers only its owner: no token 401, another id 403, a foreign or unknown intent 404', async () => {
    const owner = await awaitingCustomer();
    const stranger = await createSubscribedCustomer(database.db());
    const cases: Array<[string, Promise<{ status: number }>, number]> = [
      [
        'no token',
        confirm({ method: 'POST', params: params(owner.customer.id, owner.intent) }),
        401,
      ],
      [
        'forged token',
        confirm({
          method: 'POST',
          params: params(owner.customer.id, owner.intent),
          token: 'forged',
        }),
        401,
      ],
      [
        'someone else’s id',
        confirm({
          method: 'POST',
          params: params(owner.customer.id, owner.intent),
          token: stranger.token,
        }),
        403,
      ],
      [
        'someone else’s payment',
        confirm({
          method: 'POST',
          params: params(stranger.customer.id, owner.intent),
          token: stranger.token,
        }),
        404,
      ],
      [
        'someone else’s payment (GET)',
        get({ params: params(stranger.customer.id, owner.intent), token: stranger.token }),
        404,
      ],
      [
        'an unknown intent',
        confirm({
          method: 'POST',
          params: params(owner.customer.id, 'pi_nope'),
          token: owner.token,
        }),
        404,
      ],
      [
        'not an intent id',
        confirm({ method: 'POST', params: params(owner.customer.id, '../1'), token: owner.token }),
        404,
      ],
    ];
    for (const [name, response, status] of cases)
      expect((await response).status, name).toBe(status);
    expect(
      (await list({ params: params(stranger.customer.id), token: stranger.token })).json,
    ).toEqual([]);
  });

  it('once authenticated: paid once, the plan moves on, replays answer 200 and charge nothing more', async () => {
    const db = database.db();
    const { customer, token, order, intent, subscription } = await awaitingCustomer();
    const before = await confirm({ method: 'POST', params: params(customer.id, intent), token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ status: 'requires_action' });

    await completeOfflineAuthentication(db, intent, 'approve');
    const answers = await Promise.all(
      [1, 2, 3].map(() => confirm({ method: 'POST', params: params(customer.id, intent), token })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ status: 'paid', order_id: order.id });
    }
    const [paid] = await renewalOf(db, customer.id);
    expect(paid).toMatchObject({ status: 'paid', chargeAttempts: 1, retryAt: null });
    const charges = await db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(charges.filter((c) => c.kind === 'payment').map((c) => c.status)).toEqual(['succeeded']);
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(plan).toMatchObject({ cycle: 2, nextDeliveryDate: nextDeliveryAfter(dueDelivery, 2) });
    const receipts = (
      await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email))
    ).filter((email) => email.kind === 'order_confirmation');
    expect(receipts).toHaveLength(1);
    // Its tax is recorded with the tax provider once, as a charge paid in the run's would be.
    const taxed = await db
      .select()
      .from(taxTransactions)
      .where(eq(taxTransactions.orderId, order.id));
    expect(taxed).toMatchObject([
      { kind: 'transaction', reference: `order-${order.id}`, taxCents: paid!.taxCents },
    ]);
    expect((await list({ params: params(customer.id), token })).json).toEqual([]);
    // A later run leaves the paid order alone.
    await run(new Date(chargeTime.getTime() + 25 * HOUR));
    expect(
      await db.select().from(payments).where(eq(payments.customerId, customer.id)),
    ).toHaveLength(charges.length);
  });

  it('confirmed at the bank but never on our page (a webhook saw it): the next run records it, no new charge', async () => {
    const db = database.db();
    const { customer, intent, payment } = await awaitingCustomer();
    await completeOfflineAuthentication(db, intent, 'approve');
    // As the payment_intent.succeeded webhook leaves it: the payment marked, the order not.
    await db.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
    await run(new Date(chargeTime.getTime() + 25 * HOUR));
    const [order] = await renewalOf(db, customer.id);
    expect(order).toMatchObject({ status: 'paid', chargeAttempts: 1, paymentId: payment.id });
    const charges = await db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(charges.filter((charge) => charge.kind === 'payment')).toHaveLength(1);
    expect(
      await db.select().from(taxTransactions).where(eq(taxTransactions.orderId, order!.id)),
    ).toMatchObject([{ kind: 'transaction', taxCents: order!.taxCents }]);
  });

  it('a failed bank check stays in dunning: retried at the next attempt’s time, asked again', async () => {
    const db = database.db();
    const { customer, token, intent } = await awaitingCustomer();
    await completeOfflineAuthentication(db, intent, 'fail');
    const answer = await confirm({ method: 'POST', params: params(customer.id, intent), token });
    expect(answer.json).toMatchObject({ status: 'payment_failed' });
    let [order] = await renewalOf(db, customer.id);
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 1 });
    // The attempt was counted when the bank asked; the next is the schedule's second, a day on.
    expect(order!.retryAt!.getTime()).toBeGreaterThan(clockNowMs() + 23 * HOUR);

    // The retry charges again off-session; the bank asks again, so the customer is asked again.
    await run(new Date(Math.max(clockNowMs(), chargeTime.getTime()) + 25 * HOUR));
    [order] = await renewalOf(db, customer.id);
    expect(order).toMatchObject({ status: 'requires_action', chargeAttempts: 2 });
    expect((await list({ params: params(customer.id), token })).json).toHaveLength(1);
  });

  it('unanswered: the waiting charge is withdrawn and tried again; after the last, the plan pauses', async () => {
    const db = database.db();
    const { customer, token, intent, subscription } = await awaitingCustomer();
    const provider = getPaymentProvider(db);
    let at = chargeTime.getTime() + 25 * HOUR;
    await run(new Date(at));
    expect((await provider.retrievePaymentIntent(intent)).status).toBe('canceled');
    at += 73 * HOUR;
    await run(new Date(at));
    let [order] = await renewalOf(db, customer.id);
    expect(order).toMatchObject({ status: 'requires_action', chargeAttempts: 3 });
    // The last attempt's bank check: unanswered, the box is given up (the page says so).
    const [last] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    const lastCheck = await get({ params: params(customer.id, last!.providerId), token });
    expect(lastCheck.json).toMatchObject({ status: 'requires_action', unanswered: 'box_given_up' });
    at += 73 * HOUR;
    await run(new Date(at));
    [order] = await renewalOf(db, customer.id);
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 3, retryAt: null });
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(plan!.status).toBe('paused');
  });

  it('runs one customer’s renewals as of their charge day (the journeys’ test route)', async () => {
    const db = database.db();
    const later = addDays(dueDelivery, 7);
    const [mine, theirs] = [
      await createSubscribedCustomer(db, { nextDeliveryDate: later }),
      await createSubscribedCustomer(db, { nextDeliveryDate: later }),
    ];
    for (const { customer } of [mine, theirs]) await saveCardOnFile(db, customer.id);
    const request = {
      method: 'POST',
      url: '/api/e2e/renewal-run/',
      body: { email: mine.customer.email },
    };
    expect((await e2eRun({ ...request, body: { email: 'nobody@example.test' } })).status).toBe(404);
    const ran = await e2eRun(request);
    expect(ran.status).toBe(200);
    expect(ran.json).toMatchObject({ ordered: 1, charged: 1 });
    expect(await renewalOf(db, mine.customer.id)).toHaveLength(1);
    expect(await renewalOf(db, theirs.customer.id)).toHaveLength(0);
  });
});
