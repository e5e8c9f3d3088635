import type { ServerEnv } from '@/env/server';
import type { Database } from '@/server/db/client';
import { OfflinePaymentProvider } from './offline/offline-provider';
import { withLatency } from './offline/provider-latency';
import type { PaymentProvider } from './provider';
import { createStripeClient, type StripeClient } from './stripe/stripe-client';
import { StripePaymentProvider } from './stripe/stripe-provider';

export type PaymentEnv = Pick<
  ServerEnv,
  'isProduction' | 'stripeSecretKey' | 'stripePublishableKey' | 'stripeWebhookSecret'
> &
  Partial<Pick<ServerEnv, 'offlineProviderLatency'>>;

let cachedClient: { secretKey: string; client: StripeClient } | undefined;

/** One SDK client per process (it keeps its connections), remade only if the key changes. */
function sharedStripeClient(secretKey: string): StripeClient {
  if (cachedClient?.secretKey !== secretKey)
    cachedClient = { secretKey, client: createStripeClient(secretKey) };
  return cachedClient.client;
}

/**
 * Stripe when both of its keys are set, otherwise the offline provider. Production never gets the
 * offline one: it would take orders without taking money. (The env check already stops a
 * production start without Stripe keys; this is the second lock.)
 */
export function selectPaymentProvider(
  db: Database,
  env: PaymentEnv,
  stripeClient: (secretKey: string) => StripeClient = sharedStripeClient,
): PaymentProvider {
  if (env.stripeSecretKey && env.stripePublishableKey)
    return new StripePaymentProvider(stripeClient(env.stripeSecretKey), env.stripeWebhookSecret);
  if (env.isProduction)
    throw new Error(
      'The offline payment provider is refused in production: set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY.',
    );
  // Without STRIPE_WEBHOOK_SECRET: the install's own secret, kept in its database.
  const offline = new OfflinePaymentProvider(db, env.stripeWebhookSecret ?? null);
  // Benchmarks and tests: as far away as a real provider (refused in production by the env check).
  return env.offlineProviderLatency ? withLatency(offline, env.offlineProviderLatency) : offline;
}
