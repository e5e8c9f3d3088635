import type Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentError,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderIntentStatus,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetupIntent,
} from '../types';
import { ownValue } from '@/domain/own-value';

/** Stripe's objects and errors in the provider-neutral shapes. */

const STATUSES: ReadonlySet<string> = new Set<ProviderIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

/** A status a newer API version adds is treated as in progress, never as paid. */
const toStatus = (status: string): ProviderIntentStatus =>
  STATUSES.has(status) ? (status as ProviderIntentStatus) : 'processing';

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toError(
  error: Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code' | 'message'> | null,
): PaymentError | null {
  if (!error) return null;
  return {
    code: error.code ?? 'card_declined',
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    message: error.message ?? 'Your card was declined.',
  };
}

function toNextAction(action: Stripe.PaymentIntent.NextAction | null) {
  if (!action) return null;
  if (action.type === 'redirect_to_url')
    return {
      type: 'redirect_to_url' as const,
      redirect_url: action.redirect_to_url?.url ?? undefined,
    };
  // Every other card action is one Stripe.js carries out from the client secret.
  return { type: 'use_stripe_sdk' as const };
}

export function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    client_secret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: 'usd',
    status: toStatus(intent.status),
    customer: idOf(intent.customer),
    payment_method: idOf(intent.payment_method),
    capture_method: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    amount_received: intent.amount_received,
    last_payment_error: toError(intent.last_payment_error),
    metadata: { ...intent.metadata },
    next_action: toNextAction(intent.next_action),
  };
}

export function toSetupIntent(setup: Stripe.SetupIntent): ProviderSetupIntent {
  return {
    id: setup.id,
    client_secret: setup.client_secret ?? '',
    status: toStatus(setup.status),
    customer: idOf(setup.customer),
    payment_method: idOf(setup.payment_method),
    last_setup_error: toError(setup.last_setup_error),
  };
}

export function toPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  return {
    id: method.id,
    customer: idOf(method.customer),
    card: {
      brand: method.card?.brand ?? 'unknown',
      last4: method.card?.last4 ?? '',
      exp_month: method.card?.exp_month ?? 0,
      exp_year: method.card?.exp_year ?? 0,
      fingerprint: method.card?.fingerprint ?? null,
    },
  };
}

/**
 * Events carry their object in the neutral shape too, so the shop reads a webhook's intent the
 * same way whichever provider sent it.
 */
const REFUND_STATUSES: ReadonlySet<string> = new Set<ProviderRefund['status']>([
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
]);

export function toRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    payment_intent: idOf(refund.payment_intent) ?? '',
    // Stripe may add statuses; one we do not know is not final, so it counts as pending.
    status: REFUND_STATUSES.has(refund.status ?? '')
      ? (refund.status as ProviderRefund['status'])
      : 'pending',
    failure_reason: refund.failure_reason ?? null,
  };
}

export function toDispute(dispute: Stripe.Dispute): ProviderDispute {
  return {
    id: dispute.id,
    amount: dispute.amount,
    payment_intent: idOf(dispute.payment_intent),
    reason: dispute.reason,
    status: dispute.status,
    evidence_due_by: dispute.evidence_details?.due_by ?? null,
  };
}

export function toEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as { object?: string };
  const mapped =
    object.object === 'payment_intent'
      ? toIntent(object as Stripe.PaymentIntent)
      : object.object === 'setup_intent'
        ? toSetupIntent(object as Stripe.SetupIntent)
        : object.object === 'payment_method'
          ? toPaymentMethod(object as Stripe.PaymentMethod)
          : object.object === 'refund'
            ? toRefund(object as Stripe.Refund)
            : object;
  return { id: event.id, type: event.type, data: { object: { ...mapped } } };
}

/** By the SDK's `type` (its class name), which survives the SDK being loaded twice (ESM, CJS). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Error)) return false;
  const type: unknown = (error as Error & { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('Stripe');
}

export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  isStripeError(error) && error.type === 'StripeCardError';

const PROVIDER_CODES: Record<string, string> = {
  StripeConnectionError: 'api_connection_error',
  StripeAPIError: 'api_error',
  StripeRateLimitError: 'rate_limit',
  StripeAuthenticationError: 'authentication_error',
  StripePermissionError: 'permission_error',
};

/**
 * A thrown Stripe error as the neutral error: a refused card ('card'), a request Stripe refused
 * ('invalid_request': unknown id, wrong state, reused key), or Stripe unreachable or failing
 * ('provider'). Anything that is not a Stripe error is a bug here and is passed on as it is.
 */
export function toProviderError(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  if (isCardError(error))
    return new PaymentProviderError(
      error.message,
      error.code ?? 'card_declined',
      // The SDK leaves an empty string when the bank gave no reason.
      error.decline_code || undefined,
      'card',
    );
  if (error.type === 'StripeInvalidRequestError' || error.type === 'StripeIdempotencyError')
    return new PaymentProviderError(
      error.message,
      error.code ??
        (error.type === 'StripeIdempotencyError' ? 'idempotency_error' : 'invalid_request'),
      undefined,
      'invalid_request',
    );
  return new PaymentProviderError(
    error.message,
    error.code ?? ownValue(PROVIDER_CODES, error.type) ?? 'api_error',
    undefined,
    'provider',
  );
}
