import { useState } from 'react';
import styled from 'styled-components';
import { browserApiClient } from '@/lib/session/api-client';
import {
  removePaymentMethod,
  setDefaultPaymentMethod,
  toApiError,
  toUserMessage,
  type PaymentMethod,
} from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { color, fontSize, radius, spacing } from '@/ui/theme';

const List = styled.ul`
  list-style: none;
  margin: ${spacing(0, 0, 4)};
  padding: 0;
  display: grid;
  gap: ${spacing(3)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${spacing(3, 4)};
    align-items: center;
    padding: ${spacing(3)};
    border: 1px solid ${color.line};
    border-radius: ${radius.medium};
  }
  li:has(strong) {
    border-color: ${color.kale};
    background: ${color.surfaceMuted};
  }
`;

/** The card drawn as a card: brand, last four, expiry (what the words beside it say). */
const Tile = styled.span`
  display: grid;
  align-content: space-between;
  flex: none;
  width: 132px;
  height: 84px;
  padding: ${spacing(2.5, 3)};
  border-radius: ${radius.small};
  background: linear-gradient(135deg, ${color.chia}, ${color.inkMuted});
  color: ${color.lightest};
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
  b {
    font-size: ${fontSize.base};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  li:has(strong) & {
    background: linear-gradient(135deg, ${color.kale}, ${color.spinach});
  }
`;

const Info = styled.span`
  display: grid;
  gap: ${spacing(1)};
  flex: 1 1 180px;
  strong {
    justify-self: start;
    padding: ${spacing(0, 2)};
    border-radius: ${radius.pill};
    background: ${color.kale};
    color: ${color.lightest};
    font-size: ${fontSize.sm};
  }
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
`;

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

const expiry = (card: PaymentMethod) =>
  card.exp_month && card.exp_year
    ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`
    : null;

const describe = (card: PaymentMethod) =>
  `${brandName(card.brand)} ending in ${card.card_number}` +
  (card.exp_month && card.exp_year
    ? `, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`
    : '');

/**
 * Each card's name for its buttons: brand, last four and expiry, and where two cards still read
 * alike, which one in the list, so no two "Remove" buttons sound the same.
 */
function cardNames(cards: PaymentMethod[]): string[] {
  const names = cards.map(describe);
  return names.map((name, index) => {
    const twins = names.filter((other) => other === name).length;
    if (twins === 1) return name;
    const position = names.slice(0, index + 1).filter((other) => other === name).length;
    return `${name} (card ${position} of ${twins} like it)`;
  });
}

/** The customer's saved cards; the default one pays for every box. Any card can be removed,
 * except that the server refuses the default one while a plan runs, and says why. */
export function SavedCards({
  customerId,
  cards,
  onChange,
}: {
  customerId: number;
  cards: PaymentMethod[];
  onChange: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (cards.length === 0) return <p>No card is saved yet.</p>;
  const names = cardNames(cards);
  const act = async (card: PaymentMethod, action: 'default' | 'remove') => {
    setBusy(`${action}-${card.id}`);
    setError(null);
    try {
      if (action === 'default')
        await setDefaultPaymentMethod(browserApiClient(), customerId, card.id);
      else await removePaymentMethod(browserApiClient(), customerId, card.id);
      notify.success(
        action === 'default'
          ? MESSAGES.changesSaved
          : `Your card ending in ${card.card_number} was removed.`,
      );
      onChange();
    } catch (failure) {
      setError(toUserMessage(toApiError(failure, 'paymentMethods'), { action: 'submit' }).message);
    }
    setBusy(null);
  };
  return (
    <>
      <List aria-label="Saved cards">
        {cards.map((card, index) => (
          <li key={card.id}>
            <Tile aria-hidden="true">
              <b>{brandName(card.brand)}</b>
              <span>•••• {card.card_number}</span>
              <span>{expiry(card)}</span>
            </Tile>
            <Info>
              <span>{describe(card)}</span>
              {card.is_default ? <strong>Default</strong> : null}
            </Info>
            <Actions>
              {card.is_default ? null : (
                <Button
                  variant="secondary"
                  loading={busy === `default-${card.id}`}
                  onClick={() => void act(card, 'default')}
                  aria-label={`Make ${names[index]} the default`}
                >
                  Make default
                </Button>
              )}
              <Button
                variant="cancel"
                loading={busy === `remove-${card.id}`}
                onClick={() => void act(card, 'remove')}
                aria-label={`Remove ${names[index]}`}
              >
                Remove
              </Button>
            </Actions>
          </li>
        ))}
      </List>
      {error ? <FormError role="alert">{error}</FormError> : null}
    </>
  );
}
