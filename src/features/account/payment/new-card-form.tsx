import { useCallback, useState } from 'react';
import { browserApiClient } from '@/lib/session/api-client';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { CardFields } from '@/ui/forms/card/card-fields';
import {
  confirmCardSetup,
  needsCardAction,
  toApiError,
  toUserMessage,
  type PaymentMethod,
} from '@/lib/api-client';
import { AsyncFallback } from '@/ui/async-content';
import { CheckboxField, FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { useCardSetup } from './use-card-setup';

/**
 * Saves a new card through a setup intent. With `askDefault` the customer ticks whether it
 * becomes the default (their first card always does); without, it replaces the default. A bank asking for 3-D Secure
 * gets the same check as checkout (the card fields' own step). Every attempt, saved or refused,
 * uses up its setup intent, so a fresh one is made for the next card.
 */
export function NewCardForm({
  customerId,
  submitLabel,
  onSaved,
  askDefault = false,
}: {
  customerId: number;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void | Promise<void>;
  askDefault?: boolean;
}) {
  const [asDefault, setAsDefault] = useState(false);
  const makeDefault = askDefault ? asDefault : true;
  const { setupIntent, error: setupError, renew } = useCardSetup(customerId);
  const [collector, setCollector] = useState<CardCollector | null>(null);
  const onReady = useCallback((next: CardCollector) => setCollector(next), []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Remounts the card fields empty once a card is saved, ready for another.
  const [savedCount, setSavedCount] = useState(0);

  /** The saved card, or null with the reason shown. */
  const saveWith = async (card: CardCollector, setupId: string) => {
    const client = browserApiClient();
    const collected = await card.collect();
    if (!collected.ok) {
      setError(toUserMessage(collected.error, { action: 'submit' }).message);
      return null;
    }
    let result = await confirmCardSetup(client, customerId, setupId, collected.token, makeDefault);
    if (needsCardAction(result)) {
      const checked = await card.authenticate(result.next_action.client_secret);
      if (!checked.ok) {
        setError(toUserMessage(checked.error, { action: 'submit' }).message);
        renew();
        return null;
      }
      result = await confirmCardSetup(client, customerId, setupId, collected.token, makeDefault);
    }
    if (needsCardAction(result)) throw new Error('The bank did not finish checking the card.');
    return result as PaymentMethod;
  };

  const save = async () => {
    if (!collector || !setupIntent) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await saveWith(collector, setupIntent.transaction_id.split('_secret_')[0]!);
      if (saved) {
        renew();
        setSavedCount((count) => count + 1);
        await onSaved(saved);
      }
    } catch (failure) {
      setError(toUserMessage(toApiError(failure, 'paymentMethods'), { action: 'submit' }).message);
      renew();
    }
    setSaving(false);
  };

  if (setupError)
    return (
      <AsyncFallback
        resources={{ setup: { error: setupError } }}
        loadingLabel=""
        errorContext="paymentMethods"
      />
    );
  return (
    <form
      aria-label="New card"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CardFields key={savedCount} onReady={onReady} />
      {askDefault ? (
        <CheckboxField
          label="Make it the default card (it pays for every box)"
          checked={asDefault}
          onChange={(event) => setAsDefault(event.target.checked)}
        />
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div>
        <Button type="submit" loading={saving} disabled={!setupIntent || !collector}>
          {setupIntent ? submitLabel : <Spinner $size={16} />}
        </Button>
      </div>
    </form>
  );
}
