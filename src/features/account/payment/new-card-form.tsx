import { useCallback, useState } from 'react';
import { browserApiClient } from '@/features/auth/session/api-client';
import type { CardCollector } from '@/features/checkout/payment/card-collector';
import { CardFields } from '@/features/checkout/payment/card-fields';
import { confirmCardSetup, toApiError, toUserMessage, type PaymentMethod } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { useCardSetup } from './use-card-setup';

/**
 * Saves a new card through a setup intent and makes it the default. A refused card shows the
 * bank's reason and a fresh setup intent is made for the next try.
 */
export function NewCardForm({
  customerId,
  submitLabel,
  onSaved,
}: {
  customerId: number;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void | Promise<void>;
}) {
  const { setupIntent, error: setupError, renew } = useCardSetup(customerId);
  const [collector, setCollector] = useState<CardCollector | null>(null);
  const onReady = useCallback((next: CardCollector) => setCollector(next), []);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!collector || !setupIntent) return;
    setSaving(true);
    setError(null);
    try {
      const card = await collector.collect();
      if (!card.ok) {
        setError(toUserMessage(card.error, { action: 'submit' }).message);
      } else {
        const setupId = setupIntent.transaction_id.split('_secret_')[0]!;
        const saved = await confirmCardSetup(browserApiClient(), customerId, setupId, card.token);
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
      <FormError role="alert">
        {toUserMessage(toApiError(setupError, 'paymentMethods'), { action: 'load' }).message}
      </FormError>
    );
  return (
    <form
      aria-label="New card"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CardFields onReady={onReady} />
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div>
        <Button type="submit" loading={saving} disabled={!setupIntent || !collector}>
          {setupIntent ? submitLabel : <Spinner $size={16} />}
        </Button>
      </div>
    </form>
  );
}
