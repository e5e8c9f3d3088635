import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../types';
import { StripePaymentProvider } from './stripe-provider';
import {
  cardError,
  fakeStripe,
  stripeIntent,
  stripePaymentMethod,
  stripeSetupIntent,
} from './stripe-test-fakes';

const declined = {
  type: 'card_error' as const,
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

function setup(webhookSecret: string | null = 'whsec_test') {
  const { fake, client } = fakeStripe();
  return { fake, provider: new StripePaymentProvider(client, webhookSecret ?? undefined) };
}

describe('StripePaymentProvider requests', () => {
  it('creates card-only intents for renewals, with the idempotency key', async () => {
    const { fake, provider } = setup();
    fake.paymentIntents.create.mockResolvedValue(stripeIntent());
    const intent = await provider.createPaymentIntent({
      amount: 4200,
      customer: 'cus_123',
      paymentMethod: 'pm_123',
      captureMethod: 'manual',
      metadata: { cart_id: '7' },
      idempotencyKey: 'initiate-1',
    });
    expect(fake.paymentIntents.create).toHaveBeenCalledWith(
      {
        amount: 4200,
        currency: 'usd',
        customer: 'cus_123',
        payment_method: 'pm_123',
        capture_method: 'manual',
        allowed_payment_method_types: ['card'],
        setup_future_usage: 'off_session',
        metadata: { cart_id: '7' },
      },
      { idempotencyKey: 'initiate-1' },
    );
    expect(intent).toMatchObject({ id: 'pi_123', status: 'requires_confirmation' });
  });

  it('sends idempotency keys with customers, confirms, captures and setups', async () => {
    const { fake, provider } = setup();
    fake.customers.create.mockResolvedValue({ id: 'cus_1' });
    fake.paymentIntents.confirm.mockResolvedValue(stripeIntent({ status: 'requires_capture' }));
    fake.paymentIntents.capture.mockResolvedValue(
      stripeIntent({ status: 'succeeded', amount_received: 4200 }),
    );
    fake.setupIntents.create.mockResolvedValue(stripeSetupIntent());
    expect(await provider.createCustomer({ email: 'a@b.c', idempotencyKey: 'k1' })).toEqual({
      id: 'cus_1',
    });
    expect(fake.customers.create).toHaveBeenCalledWith(
      { email: 'a@b.c', name: undefined },
      { idempotencyKey: 'k1' },
    );
    await provider.confirmPaymentIntent('pi_123', {
      paymentMethod: 'pm_1',
      idempotencyKey: 'k2',
      offSession: false,
      returnUrl: 'https://shop/back',
    });
    expect(fake.paymentIntents.confirm).toHaveBeenCalledWith(
      'pi_123',
      {
        payment_method: 'pm_1',
        off_session: false,
        use_stripe_sdk: true,
        return_url: 'https://shop/back',
      },
      { idempotencyKey: 'k2' },
    );
    expect(await provider.capturePaymentIntent('pi_123', { idempotencyKey: 'k3' })).toMatchObject({
      status: 'succeeded',
      amount_received: 4200,
    });
    expect(fake.paymentIntents.capture).toHaveBeenCalledWith(
      'pi_123',
      {},
      { idempotencyKey: 'k3' },
    );
    await provider.createSetupIntent({ customer: 'cus_1', idempotencyKey: 'k4' });
    expect(fake.setupIntents.create).toHaveBeenCalledWith(
      { customer: 'cus_1', usage: 'off_session', allowed_payment_method_types: ['card'] },
      { idempotencyKey: 'k4' },
    );
  });

  it('answers a declined confirm with the intent as Stripe left it, not an error', async () => {
    const { fake, provider } = setup();
    fake.paymentIntents.confirm.mockRejectedValue(cardError(declined));
    fake.paymentIntents.retrieve.mockResolvedValue(
      stripeIntent({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: declined,
      }),
    );
    const intent = await provider.confirmPaymentIntent('pi_123', {
      paymentMethod: 'pm_1',
      idempotencyKey: 'k',
    });
    expect(fake.paymentIntents.retrieve).toHaveBeenCalledWith('pi_123');
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('answers a declined setup with the SetupIntent and its error', async () => {
    const { fake, provider } = setup();
    fake.setupIntents.confirm.mockRejectedValue(cardError(declined));
    fake.setupIntents.retrieve.mockResolvedValue(stripeSetupIntent({ last_setup_error: declined }));
    const result = await provider.confirmSetupIntent('seti_123', {
      paymentMethod: 'pm_1',
      idempotencyKey: 'k',
    });
    expect(result.last_setup_error).toMatchObject({ code: 'card_declined' });
  });

  it('confirms a setup for Stripe.js to finish 3-D Secure in the page', async () => {
    const { fake, provider } = setup();
    fake.setupIntents.confirm.mockResolvedValue(stripeSetupIntent({ status: 'requires_action' }));
    const result = await provider.confirmSetupIntent('seti_123', {
      paymentMethod: 'pm_1',
      idempotencyKey: 'k',
    });
    expect(result.status).toBe('requires_action');
    expect(fake.setupIntents.confirm).toHaveBeenCalledWith(
      'seti_123',
      { payment_method: 'pm_1', use_stripe_sdk: true },
      { idempotencyKey: 'k' },
    );
  });

  it('charges renewals off-session in one request, and reads a decline from the intent it names', async () => {
    const { fake, provider } = setup();
    fake.paymentIntents.create.mockRejectedValue(
      cardError({
        ...declined,
        code: 'authentication_required',
        payment_intent: stripeIntent({ id: 'pi_renewal' }),
      }),
    );
    fake.paymentIntents.retrieve.mockResolvedValue(
      stripeIntent({
        id: 'pi_renewal',
        status: 'requires_payment_method',
        last_payment_error: { ...declined, code: 'authentication_required' },
      }),
    );
    const intent = await provider.chargeOffSession({
      amount: 4200,
      customer: 'cus_1',
      paymentMethod: 'pm_1',
      idempotencyKey: 'renew-1',
    });
    expect(fake.paymentIntents.create).toHaveBeenCalledWith(
      expect.objectContaining({
        confirm: true,
        off_session: true,
        capture_method: 'automatic',
        payment_method: 'pm_1',
      }),
      { idempotencyKey: 'renew-1' },
    );
    expect(fake.paymentIntents.retrieve).toHaveBeenCalledWith('pi_renewal');
    expect(intent).toMatchObject({
      id: 'pi_renewal',
      last_payment_error: { code: 'authentication_required' },
    });
  });

  it('throws outages as provider errors and refusals as invalid requests', async () => {
    const { fake, provider } = setup();
    fake.paymentIntents.confirm.mockRejectedValue(
      new Stripe.errors.StripeConnectionError({ message: 'down' }),
    );
    await expect(
      provider.confirmPaymentIntent('pi_1', { paymentMethod: 'pm_1', idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ kind: 'provider', code: 'api_connection_error' });
    fake.paymentIntents.retrieve.mockRejectedValue(
      new Stripe.errors.StripeInvalidRequestError({
        code: 'resource_missing',
        message: "No such payment_intent: 'pi_x'",
      }),
    );
    const missing = provider.retrievePaymentIntent('pi_x');
    await expect(missing).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(missing).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'resource_missing',
    });
  });

  it('retrieves and attaches payment methods', async () => {
    const { fake, provider } = setup();
    fake.paymentMethods.attach.mockResolvedValue(stripePaymentMethod({ customer: 'cus_1' }));
    expect(await provider.attachPaymentMethod('pm_123', 'cus_1')).toMatchObject({
      customer: 'cus_1',
      card: { last4: '4242' },
    });
    expect(fake.paymentMethods.attach).toHaveBeenCalledWith('pm_123', { customer: 'cus_1' });
  });

  it('detaches a removed card from the customer', async () => {
    const { fake, provider } = setup();
    fake.paymentMethods.detach.mockResolvedValue(stripePaymentMethod({ customer: null }));
    expect(await provider.detachPaymentMethod('pm_123')).toMatchObject({ customer: null });
    expect(fake.paymentMethods.detach).toHaveBeenCalledWith('pm_123');
  });
});

describe('StripePaymentProvider webhooks', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.amount_capturable_updated',
    data: { object: stripeIntent({ status: 'requires_capture', customer: 'cus_1' }) },
  };
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });

  it('verifies with the SDK and hands over the object in the neutral shape', async () => {
    const parsed = await setup().provider.constructEvent(Buffer.from(payload), header);
    expect(parsed.id).toBe('evt_1');
    expect(parsed.type).toBe('payment_intent.amount_capturable_updated');
    expect(parsed.data.object).toEqual({
      id: 'pi_123',
      client_secret: 'pi_123_secret_abc',
      amount: 4200,
      currency: 'usd',
      status: 'requires_capture',
      customer: 'cus_1',
      payment_method: 'pm_123',
      capture_method: 'manual',
      amount_received: 0,
      last_payment_error: null,
      metadata: { cart_id: '7' },
      next_action: null,
    });
    expect(parsed.data.object).not.toHaveProperty('object');
  });

  it('refuses a tampered body, a missing header, and any event without a secret', async () => {
    const { provider } = setup();
    const refused = expect.objectContaining({ code: 'invalid_signature' });
    await expect(
      provider.constructEvent(payload.replace('cus_1', 'cus_2'), header),
    ).rejects.toThrow(refused);
    await expect(provider.constructEvent(payload, undefined)).rejects.toThrow(refused);
    await expect(setup(null).provider.constructEvent(payload, header)).rejects.toThrow(refused);
  });
});

describe('StripePaymentProvider refunds', () => {
  it('refunds part of a payment intent with the idempotency key', async () => {
    const { fake, provider } = setup();
    fake.refunds.create.mockResolvedValue({
      id: 're_123',
      object: 'refund',
      amount: 1500,
      payment_intent: 'pi_123',
      status: 'succeeded',
    } as Stripe.Refund);
    expect(await provider.refund('pi_123', 1500, 'refund-7')).toEqual({
      id: 're_123',
      amount: 1500,
      payment_intent: 'pi_123',
      status: 'succeeded',
      failure_reason: null,
    });
    expect(fake.refunds.create).toHaveBeenCalledWith(
      { payment_intent: 'pi_123', amount: 1500 },
      { idempotencyKey: 'refund-7' },
    );
  });

  it('passes Stripe refusing an over-refund on as an invalid request', async () => {
    const { fake, provider } = setup();
    fake.refunds.create.mockRejectedValue(
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'Refund amount ($50.00) is greater than unrefunded amount on charge ($42.00)',
      }),
    );
    await expect(provider.refund('pi_123', 5000, 'refund-8')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'amount_too_large',
      kind: 'invalid_request',
    });
  });
});
