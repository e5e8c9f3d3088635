import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { payments } from '@/server/db/schema';
import {
  buildOfflineEvent,
  getPaymentProvider,
  offlineWebhookSecret,
  signOfflineWebhook,
} from '@/server/payments';
import { initiatePayment } from '@/server/services/payments/payment-intents-service';
import { createPaymentMethod } from '@/server/services/payments/payment-methods-service';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/**
 * Issue 32 item 23: without STRIPE_WEBHOOK_SECRET the offline provider signs with a secret of
 * this install (made once, kept in its database), not a constant anyone can read in the
 * source; and whatever a signed event says, the shop asks the provider before moving a payment.
 */
describe('offline webhooks: a per-install secret, and the provider has the last word', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(webhookRoute);
  const deliver = (body: string, signature: string) =>
    call({
      method: 'POST',
      url: '/api/v3/webhooks/payments/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });

  async function heldPayment() {
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
    const providerId = payment.transaction_id.split('_secret_')[0]!;
    return { payment, providerId };
  }

  it('refuses events signed with the old public secret and takes the install’s own', async () => {
    const secret = await offlineWebhookSecret(database.db());
    expect(secret).toMatch(/^whsec_[\w-]{32,}$/);
    expect(await offlineWebhookSecret(database.db())).toBe(secret);
    const { providerId } = await heldPayment();
    const body = JSON.stringify(
      buildOfflineEvent('payment_intent.processing', { id: providerId, status: 'processing' }),
    );
    const forged = await deliver(body, signOfflineWebhook(body, 'whsec_offline_local'));
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('invalid_signature');
    expect((await deliver(body, signOfflineWebhook(body, secret))).status).toBe(200);
  });

  it('moves a payment only as far as the provider says, whatever the event claims', async () => {
    const secret = await offlineWebhookSecret(database.db());
    const { payment, providerId } = await heldPayment();
    const [before] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    const body = JSON.stringify(
      buildOfflineEvent('payment_intent.succeeded', {
        id: providerId,
        status: 'succeeded',
        amount_received: 1,
      }),
    );
    const answer = await deliver(body, signOfflineWebhook(body, secret));
    expect(answer.status).toBe(200);
    const [after] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    // The provider holds an intent waiting for its confirmation: nothing was paid.
    expect(after!.status).toBe(before!.status);
    expect(after!.status).not.toBe('succeeded');
  });

  it('acknowledges an event for a payment the provider does not know, changing nothing', async () => {
    const secret = await offlineWebhookSecret(database.db());
    const { payment } = await heldPayment();
    const [before] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    const body = JSON.stringify(
      buildOfflineEvent('payment_intent.succeeded', { id: 'pi_unknown', status: 'succeeded' }),
    );
    expect((await deliver(body, signOfflineWebhook(body, secret))).status).toBe(200);
    const [after] = await database.db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toEqual(before);
  });
});
