import { useCallback, useState, type ReactNode } from 'react';
import { publicEnv } from '@/env/client';
import { browserApiClient } from '@/lib/session/api-client';
import { authenticateOfflinePayment } from '@/lib/api-client/checkout';
import { ApiError, toApiError } from '@/lib/api-client/errors';
import { OfflineBankChallenge } from './offline-bank-challenge';
import { handleStripeNextAction } from './stripe-next-action';

type BankAnswer = { ok: true } | { ok: false; error: ApiError };

const AUTHENTICATION_FAILED = new ApiError('paymentInvalid', {
  code: 'payment_intent_authentication_failure',
  detail:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
});

/**
 * The bank's 3-D Secure check for an intent or a card being saved, wherever a payment needs it:
 * Stripe.js shows the bank's page when Stripe is configured; the offline provider shows its test
 * bank (OfflineBankChallenge) where `challenge` is rendered. A saved card pays through it too,
 * so nobody is asked to type a card they already saved.
 */
export function useBankCheck(): {
  authenticate: (clientSecret: string) => Promise<BankAnswer>;
  challenge: ReactNode;
} {
  const [pending, setPending] = useState<{
    clientSecret: string;
    resolve: (answer: BankAnswer) => void;
  } | null>(null);

  const authenticate = useCallback(
    (clientSecret: string): Promise<BankAnswer> =>
      publicEnv.stripePublishableKey
        ? handleStripeNextAction(clientSecret)
        : new Promise((resolve) => setPending({ clientSecret, resolve })),
    [],
  );

  const answer = async (outcome: 'approve' | 'fail') => {
    if (!pending) return;
    setPending(null);
    try {
      await authenticateOfflinePayment(browserApiClient(), pending.clientSecret, outcome);
      pending.resolve(
        outcome === 'approve' ? { ok: true } : { ok: false, error: AUTHENTICATION_FAILED },
      );
    } catch (error) {
      pending.resolve({ ok: false, error: toApiError(error) });
    }
  };

  return {
    authenticate,
    challenge: pending ? (
      <OfflineBankChallenge
        subject={pending.clientSecret.startsWith('seti_') ? 'card' : 'payment'}
        onAnswer={(outcome) => void answer(outcome)}
      />
    ) : null,
  };
}
