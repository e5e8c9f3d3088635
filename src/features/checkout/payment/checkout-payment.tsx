import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@/lib/api-client';
import { ChoiceGroup } from '@/ui/forms';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { CardFields } from '@/ui/forms/card/card-fields';
import { useBankCheck } from '@/ui/forms/card/use-bank-check';

/** A saved card pays as it is; a bank check (3-D Secure) is answered for it (useBankCheck). */
export function savedCardCollector(
  card: PaymentMethod,
  authenticate: CardCollector['authenticate'],
): CardCollector {
  return { collect: () => Promise.resolve({ ok: true, token: card.card_token }), authenticate };
}

/** Checkout's payment: the saved default card when there is one, or new card fields. */
export function CheckoutPayment({
  savedCard,
  onReady,
}: {
  savedCard: PaymentMethod | null;
  onReady: (collector: CardCollector) => void;
}) {
  const [choice, setChoice] = useState<'saved' | 'new'>(savedCard ? 'saved' : 'new');
  const bank = useBankCheck();
  const { authenticate } = bank;
  useEffect(() => {
    if (choice === 'saved' && savedCard) onReady(savedCardCollector(savedCard, authenticate));
  }, [choice, savedCard, onReady, authenticate]);
  return (
    <>
      {savedCard ? (
        <ChoiceGroup
          legend="Pay with"
          type="radio"
          name="card-choice"
          options={[
            { value: 'saved', label: `Your card ending in ${savedCard.card_number}` },
            { value: 'new', label: 'A new card' },
          ]}
          value={choice}
          onChange={(value) => setChoice(value === 'new' ? 'new' : 'saved')}
        />
      ) : null}
      {choice === 'new' ? <CardFields onReady={onReady} /> : null}
      {choice === 'saved' ? bank.challenge : null}
    </>
  );
}
