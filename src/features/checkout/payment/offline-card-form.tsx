import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client/errors';
import { FieldRow, FormError, TextField } from '@/ui/forms';
import type { CardCollector } from './card-collector';
import { formatCardNumber, offlineCardResult } from './offline-card';

const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The card fields of the offline payment provider (no Stripe keys set): Stripe's test cards work
 * as they do in Stripe's test mode, and nothing is charged.
 */
export function OfflineCardForm({ onReady }: { onReady: (collector: CardCollector) => void }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<{
    field: 'number' | 'expiry' | 'cvc' | null;
    message: string;
  } | null>(null);

  useEffect(() => {
    onReady({
      collect: async () => {
        const result = offlineCardResult({ number, expiry, cvc });
        if (result.ok) {
          setError(null);
          return { ok: true, token: result.paymentMethod };
        }
        const field = result.code.includes('expiry')
          ? 'expiry'
          : result.code.includes('cvc')
            ? 'cvc'
            : result.code.includes('number')
              ? 'number'
              : null;
        setError({ field, message: result.message });
        return {
          ok: false,
          error: new ApiError('paymentInvalid', { code: result.code, detail: result.message }),
        };
      },
      authenticate: async () => ({ ok: true }),
    });
  }, [number, expiry, cvc, onReady]);

  return (
    <>
      <p>
        Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any
        CVC.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        error={error?.field === 'number' ? error.message : undefined}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
      />
      <FieldRow>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={expiry}
          error={error?.field === 'expiry' ? error.message : undefined}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={cvc}
          error={error?.field === 'cvc' ? error.message : undefined}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </FieldRow>
      {error && error.field === null ? <FormError role="alert">{error.message}</FormError> : null}
    </>
  );
}
