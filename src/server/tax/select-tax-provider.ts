import Stripe from 'stripe';
import type { ServerEnv } from '@/env/server';
import { OfflineTaxProvider } from './offline/offline-tax-provider';
import { StripeTaxProvider, type StripeTaxClient } from './stripe/stripe-tax-provider';
import type { TaxProvider } from './types';

export type TaxEnv = Pick<ServerEnv, 'isProduction' | 'stripeSecretKey' | 'stripePublishableKey'>;

let cached: { secretKey: string; client: StripeTaxClient } | undefined;

function sharedClient(secretKey: string): StripeTaxClient {
  if (cached?.secretKey !== secretKey)
    cached = {
      secretKey,
      // Every write the adapter makes carries an idempotency key, so the SDK's retries are safe.
      client: new Stripe(secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'ollie-storefront' },
      }),
    };
  return cached.client;
}

/**
 * Stripe Tax with the Stripe keys (the same account takes the payments), otherwise the offline
 * stand-in. Production never gets the offline one: the env check refuses a production start
 * without Stripe keys, and this is the second lock.
 */
export function selectTaxProvider(
  env: TaxEnv,
  client: (secretKey: string) => StripeTaxClient = sharedClient,
): TaxProvider {
  if (env.stripeSecretKey && env.stripePublishableKey)
    return new StripeTaxProvider(client(env.stripeSecretKey));
  if (env.isProduction)
    throw new Error(
      'The offline tax provider is refused in production: set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (Stripe Tax).',
    );
  return new OfflineTaxProvider();
}
