import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { orders, payments } from '@/server/db/schema';
import {
  completeOfflineAuthentication,
  getPaymentProvider,
  offlineWebhookSecret,
  setOfflineThreeDSecureMode,
  signOfflineWebhook,
  takeOfflineEvents,
  type DeliveryPlan,
} from '@/server/payments';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { ABANDONED_HOLD_MS } from '@/server/services/payments/abandoned-holds';
import { clockNow } from '@/server/clock';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useCardPayments } from '../helpers/held-payment';
import { useTestDatabase } from '../helpers/test-db';
import { atShopDate, AWKWARD_DAYS } from '../helpers/clock';

type Json = Record<string, unknown> & { id: number; transaction_id: string };

describe('3-D Secure through the bank’s own page (Stripe’s redirect_to_url)', () => {
  atShopDate(AWKWARD_DAYS.wednesday);
  const database = useTestDatabase({ seed: true });
  const db = () => database.db();
  const { initiate, confirm, saveCard, checkout } = useCardPayments();
  const webhook = useRoute(webhookRoute);

  /** Checkout with the always-authenticate card (4000 0027 6000 3184), the bank a redirect. */
  async function sentToTheBank() {
    const ready = await customerReadyToPay(db());
    await setOfflineThreeDSecureMode(db(), ready.customer.email, 'redirect');
    const card = await saveCard(ready.customer.id, ready.token, 'pm_card_authenticationRequired');
    const started = await initiate({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token: ready.token,
      body: { cart_id: ready.cart.cart_id, payment_method_id: card.id },
    });
    const payment = started.json as Json;
    const asked = await confirm({
      method: 'POST',
      url: `/api/v3/payments/${payment.transaction_id}/confirm/`,
      params: { paymentId: payment.transaction_id },
      token: ready.token,
      body: { payment_method_id: card.id },
    });
    const providerId = payment.transaction_id.split('_secret_')[0]!;
    return { ...ready, payment, asked: asked.json, providerId };
  }

  const rowOf = async (id: number) =>
    (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

  async function deliverAll(plan: DeliveryPlan = {}) {
    const secret = await offlineWebhookSecret(db());
    const answers = [];
    for (const event of await takeOfflineEvents(db(), plan)) {
      const body = JSON.stringify(event);
      const response = await webhook({
        method: 'POST',
        url: '/api/v3/webhooks/payments/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signOfflineWebhook(body, secret),
        },
        body,
      });
      answers.push({ type: event.type, status: response.status, json: response.json });
    }
    return answers;
  }

  it('places the order on the first try when the customer comes back before the webhook', async () => {
    const { customer, token, payment, asked, providerId } = await sentToTheBank();
    expect(asked).toMatchObject({ status: 'pending', next_action: { type: 'redirect_to_url' } });
    const bankPage = new URL(
      (asked as { next_action: { redirect_url: string } }).next_action.redirect_url,
    );
    expect(bankPage.pathname).toBe('/offline-bank/');
    expect(bankPage.searchParams.get('payment_intent')).toBe(providerId);
    expect(bankPage.searchParams.get('payment_intent_client_secret')).toBe(payment.transaction_id);
    expect(new URL(bankPage.searchParams.get('return_url')!).pathname).toBe('/confirmation/');

    // The bank approves on its page; its webhook has not come yet when the customer is back.
    await completeOfflineAuthentication(db(), providerId, 'approve');
    expect((await rowOf(payment.id)).status).toBe('pending');
    const placed = await checkout(customer.id, token, payment.transaction_id);
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ status: 'paid' });
    expect(await rowOf(payment.id)).toMatchObject({ status: 'succeeded' });
    const intent = await getPaymentProvider(db()).retrievePaymentIntent(providerId);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: intent.amount });
  });

  it('still refuses a payment the bank refused on its page', async () => {
    const { customer, token, payment, providerId } = await sentToTheBank();
    await completeOfflineAuthentication(db(), providerId, 'fail');
    const refused = await checkout(customer.id, token, payment.transaction_id);
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('payment_error');
    expect(await rowOf(payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'payment_intent_authentication_failure',
    });
    expect(await db().select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  });

  it('releases a hold approved with the tab closed within the documented time', async () => {
    const { payment, providerId } = await sentToTheBank();
    const waiting = await sentToTheBank();
    await completeOfflineAuthentication(db(), providerId, 'approve');
    const provider = getPaymentProvider(db());
    const approvedAt = clockNow().getTime();

    const early = await sweepCheckouts(db(), provider, new Date(approvedAt + 30 * 60_000));
    expect(early.abandonedReleased).toBe(0);
    expect((await provider.retrievePaymentIntent(providerId)).status).toBe('requires_capture');

    // ABANDONED_HOLD_MS after the approval, and the next sweep (every 15 minutes) releases it.
    const swept = await sweepCheckouts(
      db(),
      provider,
      new Date(approvedAt + ABANDONED_HOLD_MS + 15 * 60_000),
    );
    expect(swept.abandonedReleased).toBe(1);
    expect((await provider.retrievePaymentIntent(providerId)).status).toBe('canceled');
    expect((await rowOf(payment.id)).status).toBe('canceled');
    // A payment still waiting on the bank holds nothing: it is left for the customer.
    expect((await rowOf(waiting.payment.id)).status).toBe('pending');
    expect((await provider.retrievePaymentIntent(waiting.providerId)).status).toBe(
      'requires_action',
    );
  });

  it('ends in the same state with webhooks late, twice and out of order', async () => {
    await takeOfflineEvents(db()); // the earlier tests' events, delivered nowhere
    const { customer, token, payment, providerId } = await sentToTheBank();
    await completeOfflineAuthentication(db(), providerId, 'approve');
    // The approval's events are held back: they arrive after the order took the money.
    const placed = await checkout(customer.id, token, payment.transaction_id);
    expect(placed.status).toBe(200);
    const answers = await deliverAll({ order: 'reversed', times: 2 });
    expect(answers.map((answer) => answer.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.succeeded',
      'payment_intent.amount_capturable_updated',
      'payment_intent.amount_capturable_updated',
      'payment_intent.requires_action',
      'payment_intent.requires_action',
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.json.duplicate)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(await rowOf(payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await db().select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([
      expect.objectContaining({ status: 'paid', paymentId: payment.id }),
    ]);
  });
});
