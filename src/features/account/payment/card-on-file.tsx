import { useState } from 'react';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { listPaymentMethods, toApiError, toUserMessage } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { NewCardForm } from './new-card-form';

/**
 * The card a payment page will charge: the default saved card, or a new one (saved through a
 * setup intent and made the default) when there is none or the customer wants another.
 */
export function CardOnFile({
  customerId,
  onReadyChange,
}: {
  customerId: number;
  onReadyChange?: (ready: boolean) => void;
}) {
  const cards = useSWR(['payment-methods', customerId], () =>
    listPaymentMethods(browserApiClient(), customerId),
  );
  const [replacing, setReplacing] = useState(false);
  if (cards.error)
    return (
      <FormError role="alert">
        {toUserMessage(toApiError(cards.error), { action: 'load' }).message}
      </FormError>
    );
  if (!cards.data) return <p>Loading your cards…</p>;
  const current = cards.data.find((card) => card.is_default) ?? cards.data[0];
  if (current && !replacing)
    return (
      <p>
        Boxes are charged to your card ending in {current.card_number}.{' '}
        <Button variant="secondary" onClick={() => setReplacing(true)}>
          Use a different card
        </Button>
      </p>
    );
  return (
    <NewCardForm
      customerId={customerId}
      submitLabel="Save card"
      onSaved={async () => {
        await cards.mutate();
        setReplacing(false);
        onReadyChange?.(true);
      }}
    />
  );
}
