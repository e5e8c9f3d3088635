import { useState } from 'react';
import type { PaymentMethod } from '@/lib/api-client';
import { usePaymentMethods } from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
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
  const cards = usePaymentMethods(customerId);
  const [replacing, setReplacing] = useState(false);
  return (
    <AsyncContent resources={{ cards }} loadingLabel="Loading your cards…" spinnerSize={0}>
      {(loaded) => (
        <CardChoice
          customerId={customerId}
          cards={loaded.cards}
          replacing={replacing}
          onReplace={() => setReplacing(true)}
          onSaved={async () => {
            await cards.mutate();
            setReplacing(false);
            onReadyChange?.(true);
          }}
        />
      )}
    </AsyncContent>
  );
}

function CardChoice({
  customerId,
  cards,
  replacing,
  onReplace,
  onSaved,
}: {
  customerId: number;
  cards: PaymentMethod[];
  replacing: boolean;
  onReplace: () => void;
  onSaved: () => Promise<void>;
}) {
  const current = cards.find((card) => card.is_default) ?? cards[0];
  if (current && !replacing)
    return (
      <p>
        Boxes are charged to your card ending in {current.card_number}.{' '}
        <Button variant="secondary" onClick={onReplace}>
          Use a different card
        </Button>
      </p>
    );
  return <NewCardForm customerId={customerId} submitLabel="Save card" onSaved={onSaved} />;
}
