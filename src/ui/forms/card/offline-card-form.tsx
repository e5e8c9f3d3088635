import { useEffect, useState } from 'react';
import { browserApiClient } from '@/lib/session/api-client';
import { authenticateOfflinePayment, createOfflineCard } from '@/lib/api-client/checkout';
import { ApiError, toApiError } from '@/lib/api-client/errors';
import { FieldRow, FormError, TextField } from '@/ui/forms';
import type { CardCollector } from './card-collector';
import { OfflineBankChallenge } from './offline-bank-challenge';
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

  const [challenge, setChallenge] = useState<{
    clientSecret: string;
    resolve: (result: { ok: true } | { ok: false; error: ApiError }) => void;
  } | null>(null);

  const answer = async (outcome: 'approve' | 'fail') => {
    if (!challenge) return;
    setChallenge(null);
    try {
      await authenticateOfflinePayment(browserApiClient(), challenge.clientSecret, outcome);
      challenge.resolve(
        outcome === 'approve'
          ? { ok: true }
          : {
              ok: false,
              error: new ApiError('paymentInvalid', {
                code: 'payment_intent_authentication_failure',
                detail:
                  'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
              }),
            },
      );
    } catch (error) {
      challenge.resolve({ ok: false, error: toApiError(error) });
    }
  };

  useEffect(() => {
    const fieldOf = (code: string) =>
      code.includes('expiry')
        ? 'expiry'
        : code.includes('cvc')
          ? 'cvc'
          : code.includes('number')
            ? 'number'
            : null;
    onReady({
      // A decline is the bank's answer, given on submit; only the fields' own problems show here.
      check: () => {
        const result = offlineCardResult({ number, expiry, cvc });
        const field = result.ok ? null : fieldOf(result.code);
        setError(!result.ok && field ? { field, message: result.message } : null);
        return !field;
      },
      collect: async () => {
        const result = offlineCardResult({ number, expiry, cvc });
        if (result.ok) {
          setError(null);
          try {
            // As Stripe.js does: the card, with the expiry typed, becomes a payment method.
            const card = await createOfflineCard(browserApiClient(), {
              card: result.paymentMethod,
              last4: result.last4,
              exp_month: result.expMonth,
              exp_year: result.expYear,
            });
            return { ok: true, token: card.id };
          } catch (failure) {
            return { ok: false, error: toApiError(failure, 'paymentMethods') };
          }
        }
        const field = fieldOf(result.code);
        setError({ field, message: result.message });
        return {
          ok: false,
          error: new ApiError('paymentInvalid', { code: result.code, detail: result.message }),
        };
      },
      // The offline provider's stand-in for the bank's 3-D Secure page (test card 3184).
      authenticate: (clientSecret) =>
        new Promise((resolve) => setChallenge({ clientSecret, resolve })),
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
      {challenge ? (
        <OfflineBankChallenge
          subject={challenge.clientSecret.startsWith('seti_') ? 'card' : 'payment'}
          onAnswer={(outcome) => void answer(outcome)}
        />
      ) : null}
    </>
  );
}
