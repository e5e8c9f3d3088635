import Stripe from 'stripe';

/**
 * The part of the Stripe SDK the adapter uses, with the SDK's own types: a real `Stripe`
 * satisfies it as is, and tests pass a fake with the same methods.
 */
export interface StripeClient {
  customers: Pick<Stripe.CustomerResource, 'create' | 'del'>;
  paymentIntents: Pick<
    Stripe.PaymentIntentResource,
    'create' | 'update' | 'retrieve' | 'confirm' | 'capture' | 'cancel'
  >;
  setupIntents: Pick<Stripe.SetupIntentResource, 'create' | 'retrieve' | 'confirm' | 'cancel'>;
  refunds: Pick<Stripe.RefundResource, 'create' | 'retrieve'>;
  disputes: Pick<Stripe.DisputeResource, 'retrieve'>;
  paymentMethods: Pick<Stripe.PaymentMethodResource, 'retrieve' | 'attach' | 'detach'>;
  webhooks: Pick<Stripe['webhooks'], 'constructEvent'>;
}

/**
 * The SDK retries dropped connections itself; that is safe because every write the adapter
 * makes carries an idempotency key (the SDK adds one to retried writes that have none).
 */
export function createStripeClient(secretKey: string): StripeClient {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'ollie-storefront' },
  });
}
