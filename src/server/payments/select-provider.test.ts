import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { OfflinePaymentProvider } from './offline/offline-provider';
import { signOfflineWebhook } from './offline/webhook-signature';
import { selectPaymentProvider, type PaymentEnv } from './select-provider';
import type { StripeClient } from './stripe/stripe-client';
import { StripePaymentProvider } from './stripe/stripe-provider';

// The offline provider only touches the database when called; choosing one does not.
const db = {} as Database;
const fakeStripe = {} as StripeClient;
const env = (overrides: Partial<PaymentEnv>): PaymentEnv => ({
  isProduction: false,
  stripeSecretKey: undefined,
  stripePublishableKey: undefined,
  stripeWebhookSecret: undefined,
  ...overrides,
});
const keys = { stripeSecretKey: 'sk_test_123', stripePublishableKey: 'pk_test_123' };

describe('selectPaymentProvider', () => {
  it('is Stripe when both keys are set, built with the secret key', () => {
    const makeClient = vi.fn(() => fakeStripe);
    const provider = selectPaymentProvider(db, env(keys), makeClient);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.name).toBe('stripe');
    expect(makeClient).toHaveBeenCalledWith('sk_test_123');
  });

  it('is Stripe in production when the keys are set', () => {
    const provider = selectPaymentProvider(
      db,
      env({ ...keys, isProduction: true }),
      () => fakeStripe,
    );
    expect(provider.name).toBe('stripe');
  });

  it('is offline without keys, or with only the secret key', () => {
    expect(selectPaymentProvider(db, env({}))).toBeInstanceOf(OfflinePaymentProvider);
    const halfConfigured = env({ stripeSecretKey: 'sk_test_123' });
    expect(selectPaymentProvider(db, halfConfigured, () => fakeStripe).name).toBe('offline');
  });

  it('refuses the offline provider in production', () => {
    expect(() => selectPaymentProvider(db, env({ isProduction: true }))).toThrow(
      /offline payment provider is refused in production/,
    );
    const onlySecret = env({ isProduction: true, stripeSecretKey: 'sk_live_1' });
    expect(() => selectPaymentProvider(db, onlySecret, () => fakeStripe)).toThrow(/refused/);
  });

  // Without STRIPE_WEBHOOK_SECRET the install's own secret is used: tests/api/webhook-trust.test.ts.
  it('signs offline webhooks with STRIPE_WEBHOOK_SECRET when it is set', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'ping', data: { object: {} } });
    const configured = selectPaymentProvider(db, env({ stripeWebhookSecret: 'whsec_mine' }));
    await expect(
      configured.constructEvent(body, signOfflineWebhook(body, 'whsec_offline_local')),
    ).rejects.toThrow();
    expect((await configured.constructEvent(body, signOfflineWebhook(body, 'whsec_mine'))).id).toBe(
      'evt_1',
    );
  });
});
