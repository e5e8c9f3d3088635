/** Provider-neutral payment objects: Stripe's shapes and field names, which both adapters keep. */
export type ProviderIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentError {
  code: string;
  decline_code?: string;
  message: string;
}

export interface ProviderPaymentIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: 'usd';
  status: ProviderIntentStatus;
  customer: string | null;
  payment_method: string | null;
  capture_method: 'manual' | 'automatic';
  amount_received: number;
  last_payment_error: PaymentError | null;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk' | 'redirect_to_url'; redirect_url?: string } | null;
}

/** A refund of (part of) a captured payment intent, in Stripe's shape. */
export interface ProviderRefund {
  id: string;
  amount: number;
  payment_intent: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  /** Why a refund failed (Stripe's `failure_reason`), once it has. */
  failure_reason?: string | null;
}

/** A card payment the cardholder disputed with their bank (Stripe's `dispute`). */
export interface ProviderDispute {
  id: string;
  amount: number;
  payment_intent: string | null;
  reason: string;
  /** Stripe's: warning_needs_response … needs_response, under_review, won, lost, … */
  status: string;
  /** When evidence is due (unix seconds), Stripe's `evidence_details.due_by`. */
  evidence_due_by: number | null;
}

export interface ProviderSetupIntent {
  id: string;
  client_secret: string;
  status: ProviderIntentStatus;
  customer: string | null;
  payment_method: string | null;
  last_setup_error: PaymentError | null;
}

export interface ProviderPaymentMethod {
  id: string;
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** Stripe's `card.fingerprint`: the same for every payment method of one card number. */
    fingerprint?: string | null;
  };
}

/**
 * A verified webhook. Payment intents, setup intents and payment methods in `data.object` are in
 * the shapes above whichever provider sent them; other objects are passed on as sent.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * A request the provider refused (`invalid_request`: unknown id, wrong state) or could not
 * handle (`provider`: outage). Card declines are not errors: they come back on the intent.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
    readonly kind: 'card' | 'invalid_request' | 'provider' = 'provider',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
