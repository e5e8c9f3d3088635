import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { OfflinePaymentProvider } from '@/server/payments';

export const WEBHOOK_SECRET = 'whsec_tests';

/** A fresh key per call: tests that want a repeat pass the same one on purpose. */
export const key = (label = 'op') => `${label}-${randomUUID()}`;

export async function offlineShop(db: Database) {
  const provider = new OfflinePaymentProvider(db, WEBHOOK_SECRET);
  const { id: customer } = await provider.createCustomer({
    email: 'pup@example.com',
    idempotencyKey: key('customer'),
  });
  const intent = (
    paymentMethod?: string,
    captureMethod: 'manual' | 'automatic' = 'manual',
    amount = 4200,
  ) =>
    provider.createPaymentIntent({
      amount,
      customer,
      paymentMethod,
      captureMethod,
      idempotencyKey: key('create'),
    });
  const confirm = (id: string, paymentMethod = 'pm_card_visa', idempotencyKey = key('confirm')) =>
    provider.confirmPaymentIntent(id, { paymentMethod, idempotencyKey });
  return { provider, customer, intent, confirm };
}
