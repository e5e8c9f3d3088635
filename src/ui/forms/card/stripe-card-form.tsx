import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { BILLING_COUNTRY } from '@/config/constants';
import { publicEnv } from '@/env';
import { ApiError, toApiError } from '@/lib/api-client/errors';
import { MESSAGES } from '@/lib/api-client/messages';
import { FormError } from '@/ui/forms';
import type { CardCollector } from './card-collector';

let stripePromise: Promise<Stripe | null> | null = null;
const stripe = () => (stripePromise ??= loadStripe(publicEnv.stripePublishableKey!));

/** Stripe's own error (card errors carry codes the error model maps to 'payment invalid'). */
const fromStripe = (error: { code?: string; type?: string; message?: string } | undefined) =>
  error?.type === 'api_error' || error?.type === 'rate_limit_error'
    ? new ApiError('stripeProvider', { code: error.code, detail: error.message })
    : toApiError(error);

function CardFields({ onReady }: { onReady: (collector: CardCollector) => void }) {
  const stripeClient = useStripe();
  const elements = useElements();
  useEffect(() => {
    onReady({
      collect: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripeClient || !card)
          return { ok: false, error: new ApiError('client', { detail: MESSAGES.stripeNotLoaded }) };
        const { paymentMethod, error } = await stripeClient.createPaymentMethod({
          type: 'card',
          card,
          // The postal code field is hidden, so the card's billing country is sent for it.
          billing_details: { address: { country: BILLING_COUNTRY } },
        });
        return paymentMethod
          ? { ok: true, token: paymentMethod.id }
          : { ok: false, error: fromStripe(error) };
      },
      authenticate: async (clientSecret) => {
        if (!stripeClient)
          return { ok: false, error: new ApiError('client', { detail: MESSAGES.stripeNotLoaded }) };
        const { error } = await stripeClient.handleNextAction({ clientSecret });
        return error ? { ok: false, error: fromStripe(error) } : { ok: true };
      },
    });
  }, [stripeClient, elements, onReady]);
  return (
    <div>
      <label htmlFor="stripe-card">Card details</label>
      <CardElement id="stripe-card" options={{ hidePostalCode: true }} />
    </div>
  );
}

/** Stripe Elements (used when Stripe keys are set), loaded only on the payment step. */
export default function StripeCardForm({
  onReady,
}: {
  onReady: (collector: CardCollector) => void;
}) {
  const [failed, setFailed] = useState(false);
  const promise = useMemo(
    () =>
      stripe()
        .then((client) => {
          if (!client) setFailed(true);
          return client;
        })
        .catch(() => {
          setFailed(true);
          return null;
        }),
    [],
  );
  if (failed) return <FormError role="alert">{MESSAGES.paymentFieldsLoad}</FormError>;
  return (
    <Elements stripe={promise}>
      <CardFields onReady={onReady} />
    </Elements>
  );
}
