import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { publicEnv } from '@/env/client';
import { ApiError, toApiError } from '@/lib/api-client/errors';
import { MESSAGES } from '@/lib/api-client/messages';

let stripePromise: Promise<Stripe | null> | null = null;

/** Stripe.js, loaded once for the page (only the payment forms that need it import this). */
export const loadShopStripe = () => (stripePromise ??= loadStripe(publicEnv.stripePublishableKey!));

/** Stripe's own error (card errors carry codes the error model maps to 'payment invalid'). */
export const fromStripe = (
  error: { code?: string; type?: string; message?: string } | undefined,
) =>
  error?.type === 'api_error' || error?.type === 'rate_limit_error'
    ? new ApiError('stripeProvider', { code: error.code, detail: error.message })
    : toApiError(error);

/** The bank's extra check (3-D Secure) for an intent, completed in the page by Stripe.js. */
export async function handleStripeNextAction(stripe: Stripe | null, clientSecret: string) {
  if (!stripe) return { ok: false as const, error: notLoaded() };
  const { error } = await stripe.handleNextAction({ clientSecret });
  return error ? { ok: false as const, error: fromStripe(error) } : { ok: true as const };
}

export const notLoaded = () => new ApiError('client', { detail: MESSAGES.stripeNotLoaded });
