import type { ProviderIntentStatus, ProviderPaymentIntent } from '../types';
import { assertAmount, unexpectedState } from './offline-errors';
import { AUTHENTICATION_FAILED, AUTHENTICATION_REQUIRED, type CardBehaviour } from './test-cards';

/**
 * Stripe's PaymentIntent state machine for cards, as pure functions: each takes the intent as
 * stored and returns it as it must be stored next, or throws Stripe's invalid-request error.
 * https://docs.stripe.com/payments/paymentintents/lifecycle
 */

/** Statuses in which the intent has not been paid or held yet and may still change. */
const OPEN: ReadonlySet<ProviderIntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

export interface CardInUse {
  id: string;
  behaviour: CardBehaviour;
}

function held(intent: ProviderPaymentIntent): ProviderPaymentIntent {
  return intent.capture_method === 'manual'
    ? { ...intent, status: 'requires_capture', next_action: null, last_payment_error: null }
    : {
        ...intent,
        status: 'succeeded',
        amount_received: intent.amount,
        next_action: null,
        last_payment_error: null,
      };
}

/** Stripe forgets the failed card: the customer has to give a payment method again. */
function failed(
  intent: ProviderPaymentIntent,
  error: ProviderPaymentIntent['last_payment_error'],
): ProviderPaymentIntent {
  return {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: error,
  };
}

export function updateIntent(
  intent: ProviderPaymentIntent,
  input: { amount?: number; paymentMethod?: string },
): ProviderPaymentIntent {
  if (!OPEN.has(intent.status)) throw unexpectedState('PaymentIntent', 'update', intent.status);
  if (input.amount !== undefined) assertAmount(input.amount);
  const paymentMethod = input.paymentMethod ?? intent.payment_method;
  // A pending 3-D Secure check was for the old amount or card: the intent is confirmed again.
  return {
    ...intent,
    amount: input.amount ?? intent.amount,
    payment_method: paymentMethod,
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    next_action: null,
  };
}

export function confirmIntent(
  intent: ProviderPaymentIntent,
  card: CardInUse,
  /**
   * `redirectUrl`: the bank's page to send the customer to, as Stripe answers a confirm made
   * without `use_stripe_sdk` (next_action 'redirect_to_url'); else Stripe.js's 'use_stripe_sdk'.
   */
  options: { offSession?: boolean; redirectUrl?: string } = {},
): ProviderPaymentIntent {
  if (!OPEN.has(intent.status)) throw unexpectedState('PaymentIntent', 'confirm', intent.status);
  const attempt = { ...intent, payment_method: card.id, last_payment_error: null };
  if (card.behaviour.decline) return failed(attempt, card.behaviour.decline);
  if (card.behaviour.authenticate) {
    // Nobody is there to answer the bank off-session, so Stripe declines instead of asking.
    if (options.offSession) return failed(attempt, AUTHENTICATION_REQUIRED);
    const next_action = options.redirectUrl
      ? { type: 'redirect_to_url' as const, redirect_url: options.redirectUrl }
      : { type: 'use_stripe_sdk' as const };
    return { ...attempt, status: 'requires_action', next_action };
  }
  return held(attempt);
}

/** The customer's answer to the bank's 3-D Secure check (Stripe.js's part in real Stripe). */
export function authenticateIntent(
  intent: ProviderPaymentIntent,
  outcome: 'approve' | 'fail',
): ProviderPaymentIntent {
  if (intent.status !== 'requires_action')
    throw unexpectedState('PaymentIntent', 'authenticate', intent.status);
  return outcome === 'approve' ? held(intent) : failed(intent, AUTHENTICATION_FAILED);
}

export function captureIntent(intent: ProviderPaymentIntent): ProviderPaymentIntent {
  if (intent.status !== 'requires_capture')
    throw unexpectedState('PaymentIntent', 'capture', intent.status);
  return { ...intent, status: 'succeeded', amount_received: intent.amount };
}

export function cancelIntent(intent: ProviderPaymentIntent): ProviderPaymentIntent {
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw unexpectedState('PaymentIntent', 'cancel', intent.status);
  return { ...intent, status: 'canceled', next_action: null };
}
