import Stripe from 'stripe';
import { vi } from 'vitest';
import type { StripeClient } from './stripe-client';

/** Test doubles for the Stripe adapter: no request ever leaves the process. */

export function stripeIntent(overrides: Partial<Stripe.PaymentIntent> = {}): Stripe.PaymentIntent {
  return {
    id: 'pi_123',
    object: 'payment_intent',
    client_secret: 'pi_123_secret_abc',
    amount: 4200,
    amount_received: 0,
    currency: 'usd',
    status: 'requires_confirmation',
    customer: 'cus_123',
    payment_method: 'pm_123',
    capture_method: 'manual',
    last_payment_error: null,
    metadata: { cart_id: '7' },
    next_action: null,
    ...overrides,
  } as Stripe.PaymentIntent;
}

export function stripeSetupIntent(overrides: Partial<Stripe.SetupIntent> = {}): Stripe.SetupIntent {
  return {
    id: 'seti_123',
    object: 'setup_intent',
    client_secret: 'seti_123_secret_abc',
    status: 'requires_payment_method',
    customer: 'cus_123',
    payment_method: null,
    last_setup_error: null,
    ...overrides,
  } as Stripe.SetupIntent;
}

export function stripePaymentMethod(
  overrides: Partial<Stripe.PaymentMethod> = {},
): Stripe.PaymentMethod {
  return {
    id: 'pm_123',
    object: 'payment_method',
    customer: null,
    type: 'card',
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
    },
    ...overrides,
  } as Stripe.PaymentMethod;
}

export const cardError = (raw: ConstructorParameters<typeof Stripe.errors.StripeCardError>[0]) =>
  new Stripe.errors.StripeCardError({ type: 'card_error', ...raw });

/** A fake client: every method a `vi.fn()`, webhooks the SDK's real (offline) verifier. */
export function fakeStripe() {
  const fake = {
    customers: { create: vi.fn(), del: vi.fn() },
    paymentIntents: {
      create: vi.fn(),
      update: vi.fn(),
      retrieve: vi.fn(),
      confirm: vi.fn(),
      capture: vi.fn(),
      cancel: vi.fn(),
    },
    setupIntents: { create: vi.fn(), retrieve: vi.fn(), confirm: vi.fn(), cancel: vi.fn() },
    paymentMethods: { retrieve: vi.fn(), attach: vi.fn(), detach: vi.fn() },
    refunds: { create: vi.fn(), retrieve: vi.fn() },
    disputes: { retrieve: vi.fn() },
    webhooks: Stripe.webhooks,
  };
  return { fake, client: fake as unknown as StripeClient };
}
