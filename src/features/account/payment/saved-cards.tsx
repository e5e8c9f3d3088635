import { useState } from 'react';
import styled from 'styled-components';
import { browserApiClient } from '@/features/auth/session/api-client';
import {
  setDefaultPaymentMethod,
  toApiError,
  toUserMessage,
  type PaymentMethod,
} from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
`;

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The customer's saved cards; the default one pays for every box. */
export function SavedCards({
  customerId,
  cards,
  onChange,
}: {
  customerId: number;
  cards: PaymentMethod[];
  onChange: () => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (cards.length === 0) return <p>No card is saved yet.</p>;
  const choose = async (card: PaymentMethod) => {
    setBusy(card.id);
    setError(null);
    try {
      await setDefaultPaymentMethod(browserApiClient(), customerId, card.id);
      notify.success(MESSAGES.changesSaved);
      onChange();
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setBusy(null);
  };
  return (
    <>
      <List aria-label="Saved cards">
        {cards.map((card) => (
          <li key={card.id}>
            <span>
              {brandName(card.brand)} ending in {card.card_number}
              {card.exp_month && card.exp_year
                ? `, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`
                : ''}
            </span>
            {card.is_default ? (
              <strong>Default</strong>
            ) : (
              <Button
                variant="secondary"
                loading={busy === card.id}
                onClick={() => void choose(card)}
                aria-label={`Make the card ending in ${card.card_number} the default`}
              >
                Make default
              </Button>
            )}
          </li>
        ))}
      </List>
      {error ? <FormError role="alert">{error}</FormError> : null}
    </>
  );
}
