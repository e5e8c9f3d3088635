import { useEffect, useState } from 'react';
import type { PaymentMethod } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client/errors';
import { ChoiceGroup } from '@/ui/forms';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { CardFields } from '@/ui/forms/card/card-fields';

/** A saved card pays as it is; a bank check (3-D Secure) needs the card entered again. */
export function savedCardCollector(card: PaymentMethod): CardCollector {
  return {
    collect: () => Promise.resolve({ ok: true, token: card.card_token }),
    authenticate: () =>
      Promise.resolve({
        ok: false,
        error: new ApiError('paymentInvalid', {
          code: 'authentication_required',
          detail: 'Your bank wants to confirm this payment. Please enter the card again below.',
        }),
      }),
  };
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
  useEffect(() => {
    if (choice === 'saved' && savedCard) onReady(savedCardCollector(savedCard));
  }, [choice, savedCard, onReady]);
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
    </>
  );
}
