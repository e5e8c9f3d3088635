import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { payments } from '@/server/db/schema';
import {
  buildOfflineEvent,
  getPaymentProvider,
  offlineWebhookSecret,
  signOfflineWebhook,
  type PaymentProvider,
} from '@/server/payments';
import { handlePaymentEvent } from '@/server/services/webhooks/payment-events';
import { initiatePayment } from '@/server/services/payments/payment-intents-service';
import {
  createPaymentMethod,
  listPaymentMethods,
} from '@/server/services/payments/payment-methods-service';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('POST /api/v3/webhooks/payments/', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(webhookRoute);
  const deliver = (body: string, signature?: string) =>
    call({
      method: 'POST',
      url: '/api/v3/webhooks/payments/',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  async function pendingPayment() {
    const { customer, cart } = await customerReadyToPay(database.db());
    const provider = getPaymentProvider(database.db());
    const payment = await initiatePayment(database.db(), provider, customer.id, {
      cart_id: cart.cart_id,
    });
    const providerId = payment.transaction_id.split('_secret_')[0]!;
    return { payment, providerId };
  }
  const sign = async (body: string) =>
    signOfflineWebhook(body, await offlineWebhookSecret(database.db()));

  it('applies a signed event once; a redelivery changes nothing', async () => {
    const { payment, providerId } = await pendingPayment();
    // The bank declines the card at the provider; the event tells the shop.
    await getPaymentProvider(database.db()).confirmPaymentIntent(providerId, {
      paymentMethod: 'pm_card_chargeDeclined',
      idempotencyKey: `decline-${providerId}`,
    });
    const event = buildOfflineEvent('payment_intent.payment_failed', {
      id: providerId,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const body = JSON.stringify(event);
    const first = await deliver(body, await sign(body));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, duplicate: false });
    const [row] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'card_declined' });

    await database
      .db()
      .update(payments)
      .set({ status: 'pending' })
      .where(eq(payments.id, payment.id));
    const again = await deliver(body, await sign(body));
    expect(again.json).toEqual({ received: true, duplicate: true });
    const [after] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.status).toBe('pending');
  });

  it('keeps the card on file once an event says the bank approved the hold', async () => {
    const db = database.db();
    const { customer, cart } = await customerReadyToPay(db);
    const provider = getPaymentProvider(db);
    const card = await createPaymentMethod(db, provider, customer.id, {
      card_token: 'pm_card_visa',
    });
    const payment = await initiatePayment(db, provider, customer.id, {
      cart_id: cart.cart_id,
      payment_method_id: card.id,
    });
    expect(await listPaymentMethods(db, customer.id)).toEqual([]);
    const providerId = payment.transaction_id.split('_secret_')[0]!;
    // The bank approves the hold at the provider (a 3-D Secure page the shop never saw).
    const intent = await provider.retrievePaymentIntent(providerId);
    await provider.confirmPaymentIntent(providerId, {
      paymentMethod: intent.payment_method!,
      idempotencyKey: `approve-${providerId}`,
    });
    const body = JSON.stringify(
      buildOfflineEvent('payment_intent.amount_capturable_updated', {
        id: providerId,
        status: 'requires_capture',
      }),
    );
    expect((await deliver(body, await sign(body))).status).toBe(200);
    expect(await listPaymentMethods(db, customer.id)).toMatchObject([
      { id: card.id, is_default: true },
    ]);
  });

  it.each([
    ['a hold approved', 'authorized'],
    ['a capture', 'succeeded'],
  ] as const)(
    'never moves a payment back past %s committed after the event was read',
    async (_name, committed) => {
      const db = database.db();
      const { payment, providerId } = await pendingPayment();
      const provider = getPaymentProvider(db);
      // The provider answers while the payment still waits; before the event is applied, the
      // checkout's own step commits the newer status.
      const racing: PaymentProvider = Object.create(provider);
      racing.retrievePaymentIntent = async (id) => {
        const intent = await provider.retrievePaymentIntent(id);
        await db.update(payments).set({ status: committed }).where(eq(payments.id, payment.id));
        return intent;
      };
      const event = buildOfflineEvent('payment_intent.processing', {
        id: providerId,
        status: 'processing',
      });
      expect(await handlePaymentEvent(db, racing, event)).toBe(true);
      const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row!.status).toBe(committed);
    },
  );

  it('refuses unsigned, wrongly signed and tampered events with 400', async () => {
    const { providerId } = await pendingPayment();
    const body = JSON.stringify(
      buildOfflineEvent('payment_intent.succeeded', { id: providerId, status: 'succeeded' }),
    );
    for (const signature of [undefined, signOfflineWebhook(body, 'whsec_wrong')]) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('invalid_signature');
    }
    const tampered = await deliver(body.replace('succeeded', 'canceled'), await sign(body));
    expect(tampered.status).toBe(400);
  });

  it('answers 405 to anything but POST', async () => {
    const response = await call({ url: '/api/v3/webhooks/payments/' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
