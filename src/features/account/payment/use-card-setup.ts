import { useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { initiateCardSetup } from '@/lib/api-client';

/**
 * The setup intent of a payment page: initiated when the page opens without one, forgotten when
 * the customer leaves (the key belongs to this visit), and renewed after every save or refusal:
 * a setup intent saves one card only.
 */
export function useCardSetup(customerId: number) {
  const [visit] = useState(() => Math.random().toString(36).slice(2));
  const [round, setRound] = useState(0);
  const setup = useSWR(
    swrKeys.cardSetup(customerId, visit, round),
    () => initiateCardSetup(browserApiClient(), customerId),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return {
    setupIntent: setup.data ?? null,
    error: setup.error as unknown,
    renew: () => setRound((value) => value + 1),
  };
}
