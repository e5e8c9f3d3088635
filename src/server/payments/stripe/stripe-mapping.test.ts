import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../types';
import { toIntent, toPaymentMethod, toProviderError, toSetupIntent } from './stripe-mapping';
import {
  cardError,
  stripeIntent,
  stripePaymentMethod,
  stripeSetupIntent,
} from './stripe-test-fakes';

describe('Stripe objects in the neutral shapes', () => {
  it('maps a PaymentIntent field for field', () => {
    expect(toIntent(stripeIntent())).toEqual({
      id: 'pi_123',
      client_secret: 'pi_123_secret_abc',
      amount: 4200,
      currency: 'usd',
      status: 'requires_confirmation',
      customer: 'cus_123',
      payment_method: 'pm_123',
      capture_method: 'manual',
      amount_received: 0,
      last_payment_error: null,
      metadata: { cart_id: '7' },
      next_action: null,
    });
  });

  it('takes ids out of expanded objects and reads automatic_async as automatic', () => {
    const intent = toIntent(
      stripeIntent({
        customer: { id: 'cus_9' } as Stripe.Customer,
        payment_method: stripePaymentMethod({ id: 'pm_9' }),
        capture_method: 'automatic_async',
      }),
    );
    expect(intent).toMatchObject({
      customer: 'cus_9',
      payment_method: 'pm_9',
      capture_method: 'automatic',
    });
  });

  it('keeps the decline reason and drops what the shop does not use', () => {
    const intent = toIntent(
      stripeIntent({
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        },
      }),
    );
    expect(intent.last_payment_error).toEqual({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('maps next actions: redirects keep their URL, the rest are for Stripe.js', () => {
    const redirect = toIntent(
      stripeIntent({
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: 'https://shop/x' },
        },
      }),
    );
    expect(redirect.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_url: 'https://hooks.stripe.com/3ds',
    });
    const sdk = toIntent(
      stripeIntent({ next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } }),
    );
    expect(sdk.next_action).toEqual({ type: 'use_stripe_sdk' });
  });

  it('treats a status it does not know as still processing, never as paid', () => {
    expect(toIntent(stripeIntent({ status: 'requires_reauthorization' })).status).toBe(
      'processing',
    );
  });

  it('maps SetupIntents and PaymentMethods', () => {
    expect(
      toSetupIntent(
        stripeSetupIntent({
          status: 'requires_payment_method',
          last_setup_error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          },
        }),
      ),
    ).toEqual({
      id: 'seti_123',
      client_secret: 'seti_123_secret_abc',
      status: 'requires_payment_method',
      customer: 'cus_123',
      payment_method: null,
      last_setup_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(toPaymentMethod(stripePaymentMethod({ customer: 'cus_1' }))).toEqual({
      id: 'pm_123',
      customer: 'cus_1',
      card: {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        fingerprint: 'Xt5EWLLDS7FJjR1c',
      },
    });
  });
});

describe("Stripe's errors as PaymentProviderError", () => {
  it.each([
    [
      cardError({ code: 'card_declined', decline_code: 'generic_decline', message: 'Declined' }),
      'card',
      'card_declined',
      'generic_decline',
    ],
    [
      new Stripe.errors.StripeInvalidRequestError({ code: 'resource_missing', message: 'No such' }),
      'invalid_request',
      'resource_missing',
      undefined,
    ],
    [
      new Stripe.errors.StripeIdempotencyError({ message: 'Keys for idempotent requests' }),
      'invalid_request',
      'idempotency_error',
      undefined,
    ],
    [
      new Stripe.errors.StripeConnectionError({ message: 'Network down' }),
      'provider',
      'api_connection_error',
      undefined,
    ],
    [new Stripe.errors.StripeAPIError({ message: 'Oops' }), 'provider', 'api_error', undefined],
    [
      new Stripe.errors.StripeRateLimitError({ message: 'Slow down' }),
      'provider',
      'rate_limit',
      undefined,
    ],
    [
      new Stripe.errors.StripeAuthenticationError({ message: 'Bad key' }),
      'provider',
      'authentication_error',
      undefined,
    ],
  ])('%s → %s %s', (error, kind, code, declineCode) => {
    const mapped = toProviderError(error);
    expect(mapped).toBeInstanceOf(PaymentProviderError);
    expect(mapped).toMatchObject({ kind, code, declineCode, message: error.message });
  });

  it('passes anything else on untouched: it is a bug, not a provider answer', () => {
    const bug = new TypeError('x is undefined');
    expect(toProviderError(bug)).toBe(bug);
  });
});
