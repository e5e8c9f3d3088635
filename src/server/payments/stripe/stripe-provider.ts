import type Stripe from 'stripe';
import type { PaymentProvider } from '../provider';
import {
  PaymentProviderError,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSetupIntent,
} from '../types';
import type { StripeClient } from './stripe-client';
import {
  isCardError,
  toDispute,
  toEvent,
  toIntent,
  toPaymentMethod,
  toProviderError,
  toRefund,
  toSetupIntent,
} from './stripe-mapping';

type CreateIntentInput = Parameters<PaymentProvider['createPaymentIntent']>[0];
type ConfirmIntentInput = Parameters<PaymentProvider['confirmPaymentIntent']>[1];
type OffSessionInput = Parameters<PaymentProvider['chargeOffSession']>[0];

/** Runs one Stripe request and maps its answer; Stripe's errors become PaymentProviderError. */
async function request<T, R>(send: () => Promise<T>, map: (raw: T) => R): Promise<R> {
  let raw: T;
  try {
    raw = await send();
  } catch (error) {
    throw toProviderError(error);
  }
  return map(raw);
}

/**
 * Stripe itself (STRIPE_SECRET_KEY and the publishable key set). Cards only, so no redirect
 * payment method needs a return URL; every write carries the caller's idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: StripeClient,
    private readonly webhookSecret: string | undefined,
  ) {}

  createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
    return request(
      () =>
        this.stripe.customers.create(
          { email: input.email, name: input.name },
          { idempotencyKey: input.idempotencyKey },
        ),
      (customer) => ({ id: customer.id }),
    );
  }

  deleteCustomer(id: string) {
    return request(
      () => this.stripe.customers.del(id),
      (deleted) => ({ id: deleted.id, deleted: true as const }),
    );
  }

  createPaymentIntent(input: CreateIntentInput) {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: 'usd',
      customer: input.customer,
      payment_method: input.paymentMethod,
      capture_method: input.captureMethod,
      allowed_payment_method_types: ['card'],
      // Subscriptions renew off-session on this card: Stripe sets it up for that on success.
      setup_future_usage: 'off_session',
      metadata: input.metadata,
    };
    return request(
      () => this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
      toIntent,
    );
  }

  updatePaymentIntent(id: string, input: { amount?: number; paymentMethod?: string }) {
    return request(
      () =>
        this.stripe.paymentIntents.update(id, {
          amount: input.amount,
          payment_method: input.paymentMethod,
        }),
      toIntent,
    );
  }

  retrievePaymentIntent(id: string) {
    return request(() => this.stripe.paymentIntents.retrieve(id), toIntent);
  }

  async confirmPaymentIntent(id: string, input: ConfirmIntentInput) {
    try {
      const intent = await this.stripe.paymentIntents.confirm(
        id,
        {
          payment_method: input.paymentMethod,
          off_session: input.offSession,
          // In the page, the bank's check is Stripe.js's handleNextAction (next_action
          // 'use_stripe_sdk'); without it Stripe answers a full-page 'redirect_to_url' instead.
          // Stripe.js may still redirect for some banks: the return is settled by checkout.
          ...(input.offSession ? {} : { use_stripe_sdk: true }),
          return_url: input.returnUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    } catch (error) {
      // A decline is an answer, not a failure: the intent as Stripe left it carries the error.
      if (isCardError(error)) return this.retrievePaymentIntent(id);
      throw toProviderError(error);
    }
  }

  capturePaymentIntent(id: string, input: { idempotencyKey: string }) {
    return request(
      () => this.stripe.paymentIntents.capture(id, {}, { idempotencyKey: input.idempotencyKey }),
      toIntent,
    );
  }

  cancelPaymentIntent(id: string) {
    return request(() => this.stripe.paymentIntents.cancel(id), toIntent);
  }

  createSetupIntent(input: { customer: string; idempotencyKey: string }) {
    return request(
      () =>
        this.stripe.setupIntents.create(
          {
            customer: input.customer,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      toSetupIntent,
    );
  }

  retrieveSetupIntent(id: string) {
    return request(() => this.stripe.setupIntents.retrieve(id), toSetupIntent);
  }

  async confirmSetupIntent(
    id: string,
    input: { paymentMethod: string; idempotencyKey: string; returnUrl?: string },
  ): Promise<ProviderSetupIntent> {
    try {
      const setup = await this.stripe.setupIntents.confirm(
        id,
        // 3-D Secure is then completed in the page by Stripe.js's handleNextAction; a bank that
        // redirects instead sends the customer back to `return_url`.
        { payment_method: input.paymentMethod, use_stripe_sdk: true, return_url: input.returnUrl },
        { idempotencyKey: input.idempotencyKey },
      );
      return toSetupIntent(setup);
    } catch (error) {
      if (isCardError(error)) return this.retrieveSetupIntent(id);
      throw toProviderError(error);
    }
  }

  cancelSetupIntent(id: string) {
    return request(() => this.stripe.setupIntents.cancel(id), toSetupIntent);
  }

  retrievePaymentMethod(id: string) {
    return request(() => this.stripe.paymentMethods.retrieve(id), toPaymentMethod);
  }

  attachPaymentMethod(id: string, customer: string) {
    return request(() => this.stripe.paymentMethods.attach(id, { customer }), toPaymentMethod);
  }

  detachPaymentMethod(id: string) {
    return request(() => this.stripe.paymentMethods.detach(id), toPaymentMethod);
  }

  async chargeOffSession(input: OffSessionInput): Promise<ProviderPaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'usd',
          customer: input.customer,
          payment_method: input.paymentMethod,
          allowed_payment_method_types: ['card'],
          capture_method: 'automatic',
          off_session: true,
          confirm: true,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    } catch (error) {
      // Stripe made the intent and declined it: the error names it, and it holds the reason.
      const declined = isCardError(error) ? error.payment_intent?.id : undefined;
      if (declined) return this.retrievePaymentIntent(declined);
      throw toProviderError(error);
    }
  }

  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    return request(
      () =>
        this.stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey },
        ),
      toRefund,
    );
  }

  retrieveRefund(id: string) {
    return request(() => this.stripe.refunds.retrieve(id), toRefund);
  }

  retrieveDispute(id: string) {
    return request(() => this.stripe.disputes.retrieve(id), toDispute);
  }

  async constructEvent(
    rawBody: Buffer | string,
    signatureHeader: string | undefined,
  ): Promise<ProviderEvent> {
    if (!this.webhookSecret)
      throw new PaymentProviderError(
        'STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified.',
        'invalid_signature',
        undefined,
        'invalid_request',
      );
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader ?? '',
        this.webhookSecret,
      );
    } catch (error) {
      throw new PaymentProviderError(
        error instanceof Error ? error.message : 'The webhook signature does not verify.',
        'invalid_signature',
        undefined,
        'invalid_request',
      );
    }
    return toEvent(event);
  }
}
