import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { resetServerEnvForTests } from '@/env/server';
import { payments, webhookEvents } from '@/server/db/schema';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import {
  buildOfflineEvent,
  getPaymentProvider,
  offlineWebhookSecret,
  signOfflineWebhook,
} from '@/server/payments';
import {
  setContactsFactoryForTests,
  syncChatContactInBackground,
  type ContactsApi,
} from '@/server/services/chat/contact-sync';
import { initiatePayment } from '@/server/services/payments/payment-intents-service';
import { createSignedInCustomer } from '../factories/customers';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

describe('the job worker: payment webhooks and chat contact sync', () => {
  const database = useTestDatabase({ seed: true });
  const startWorker = useJobRuntimes(() => database.handle());
  const callWebhook = useRoute(webhookRoute);
  afterEach(() => {
    setContactsFactoryForTests(null);
    delete process.env.INTERCOM_ACCESS_TOKEN;
    resetServerEnvForTests();
  });

  it('acknowledges a signed event once queued, and the worker applies it once', async () => {
    setProcessJobs(await startWorker());
    const { customer, cart } = await customerReadyToPay(database.db());
    const payment = await initiatePayment(
      database.db(),
      getPaymentProvider(database.db()),
      customer.id,
      { cart_id: cart.cart_id },
    );
    const providerId = payment.transaction_id.split('_secret_')[0]!;
    await getPaymentProvider(database.db()).confirmPaymentIntent(providerId, {
      paymentMethod: 'pm_card_chargeDeclined',
      idempotencyKey: `decline-${providerId}`,
    });
    const secret = await offlineWebhookSecret(database.db());
    const event = buildOfflineEvent('payment_intent.payment_failed', {
      id: providerId,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const body = JSON.stringify(event);
    const deliver = () =>
      callWebhook({
        method: 'POST',
        url: '/api/v3/webhooks/payments/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signOfflineWebhook(body, secret),
        },
        body,
      });
    const [first, redelivered] = [await deliver(), await deliver()];
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, queued: true });
    expect(redelivered.status).toBe(200);
    const row = await eventually(async () => {
      const [current] = await database
        .db()
        .select()
        .from(payments)
        .where(eq(payments.id, payment.id));
      return current?.status === 'failed' ? current : undefined;
    });
    expect(row.failureCode).toBe('card_declined');
    const recorded = await database
      .db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it('syncs a chat contact on the queue, retrying when Intercom fails', async () => {
    process.env.INTERCOM_ACCESS_TOKEN = 'intercom-test-token';
    resetServerEnvForTests();
    const created: string[] = [];
    let failures = 1;
    const contacts: ContactsApi = {
      showContactByExternalId: async () => {
        if (failures-- > 0) throw Object.assign(new Error('Intercom is down'), { statusCode: 503 });
        return undefined;
      },
      create: async (request) => void created.push(request.external_id),
      update: async () => undefined,
      delete: async () => undefined,
    };
    setContactsFactoryForTests(async () => contacts);
    const runtime = await startWorker({
      queueOverrides: { 'contact-sync': { retryDelay: 1, retryBackoff: false } },
    });
    const { customer } = await createSignedInCustomer(database.db(), { firstName: 'Robin' });
    await syncChatContactInBackground(
      { id: customer.id, email: customer.email, firstName: 'Robin' },
      runtime,
    );
    await eventually(async () => created.length > 0);
    expect(created).toEqual([String(customer.id)]);
  });
});
