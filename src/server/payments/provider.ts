import type {
  ProviderDispute,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderPaymentMethod,
  ProviderRefund,
  ProviderSetupIntent,
} from './types';

/** The one interface both adapters (Stripe and offline) implement. Amounts in cents. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  createCustomer(input: { email: string; name?: string; idempotencyKey: string }): Promise<{
    id: string;
  }>;
  /**
   * Deletes the customer object and what the provider holds with it (email, name), as Stripe's
   * `DELETE /v1/customers/{id}`: a deleted customer is gone for every later call, and deleting it
   * again is PaymentProviderError 'invalid_request' with code 'resource_missing'.
   */
  deleteCustomer(id: string): Promise<{ id: string; deleted: true }>;
  createPaymentIntent(input: {
    amount: number;
    customer: string;
    paymentMethod?: string;
    captureMethod: 'manual' | 'automatic';
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderPaymentIntent>;
  updatePaymentIntent(
    id: string,
    input: { amount?: number; paymentMethod?: string },
  ): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  /** Declines come back as the intent with `last_payment_error`, not as a thrown error. */
  confirmPaymentIntent(
    id: string,
    input: {
      paymentMethod: string;
      idempotencyKey: string;
      offSession?: boolean;
      returnUrl?: string;
    },
  ): Promise<ProviderPaymentIntent>;
  capturePaymentIntent(
    id: string,
    input: { idempotencyKey: string },
  ): Promise<ProviderPaymentIntent>;
  cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  createSetupIntent(input: {
    customer: string;
    idempotencyKey: string;
  }): Promise<ProviderSetupIntent>;
  retrieveSetupIntent(id: string): Promise<ProviderSetupIntent>;
  /** `returnUrl`: where a bank's 3-D Secure page sends the customer back to. */
  confirmSetupIntent(
    id: string,
    input: { paymentMethod: string; idempotencyKey: string; returnUrl?: string },
  ): Promise<ProviderSetupIntent>;
  cancelSetupIntent(id: string): Promise<ProviderSetupIntent>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod>;
  attachPaymentMethod(id: string, customer: string): Promise<ProviderPaymentMethod>;
  /** A removed card: it can no longer be charged for the customer. */
  detachPaymentMethod(id: string): Promise<ProviderPaymentMethod>;
  /** Renewal charges: create and confirm off-session with a saved card, captured at once. */
  chargeOffSession(input: {
    amount: number;
    customer: string;
    paymentMethod: string;
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderPaymentIntent>;
  /**
   * Gives back `amountCents` of a captured intent to the card. Refusals (more than is left to
   * refund, an intent never captured) are PaymentProviderError 'invalid_request', as at Stripe.
   */
  refund(
    paymentIntentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  /** The refund as the provider has it now (a webhook's claim is checked against it). */
  retrieveRefund(id: string): Promise<ProviderRefund>;
  /** The dispute as the provider has it now (a dispute webhook's claim is checked against it). */
  retrieveDispute(id: string): Promise<ProviderDispute>;
  /** Verifies the signature and parses a webhook (PaymentProviderError 'invalid_signature'). */
  constructEvent(
    rawBody: Buffer | string,
    signatureHeader: string | undefined,
  ): Promise<ProviderEvent>;
}
