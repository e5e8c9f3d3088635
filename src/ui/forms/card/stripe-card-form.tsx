import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { BILLING_COUNTRY } from '@/config/constants';
import { MESSAGES } from '@/lib/api-client/messages';
import { FormError } from '@/ui/forms';
import type { CardCollector } from './card-collector';
import { fromStripe, handleStripeNextAction, loadShopStripe, notLoaded } from './stripe-loader';

function CardFields({ onReady }: { onReady: (collector: CardCollector) => void }) {
  const stripeClient = useStripe();
  const elements = useElements();
  useEffect(() => {
    onReady({
      collect: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripeClient || !card) return { ok: false, error: notLoaded() };
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
      authenticate: (clientSecret) => handleStripeNextAction(stripeClient, clientSecret),
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
      loadShopStripe()
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
