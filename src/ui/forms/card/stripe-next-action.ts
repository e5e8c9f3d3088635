import { publicEnv } from '@/env/client';
import { ApiError, toApiError } from '@/lib/api-client/errors';
import { MESSAGES } from '@/lib/api-client/messages';

/**
 * Stripe.js shows the bank's 3-D Secure check for an intent waiting in 'requires_action'
 * (`handleNextAction`). Stripe.js is loaded only when this runs, on the page that needs it.
 */
export async function handleStripeNextAction(
  clientSecret: string,
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publicEnv.stripePublishableKey!).catch(() => null);
  if (!stripe)
    return { ok: false, error: new ApiError('client', { detail: MESSAGES.stripeNotLoaded }) };
  const { error } = await stripe.handleNextAction({ clientSecret });
  return error ? { ok: false, error: toApiError(error) } : { ok: true };
}
