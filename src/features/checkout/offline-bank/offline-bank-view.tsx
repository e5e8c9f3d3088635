import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { authenticateOfflinePayment } from '@/lib/api-client/checkout';
import { toApiError } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';
import { browserApiClient } from '@/lib/session/api-client';
import { useSignedInCustomer } from '@/lib/session/use-signed-in-customer';
import { PageLayout } from '@/ui/layout/page-layout';
import { OfflineBankChallenge } from '@/ui/forms/card/offline-bank-challenge';
import { spacing } from '@/ui/theme';
import { sameOriginReturn } from './return-address';

const Page = styled.section`
  max-width: 560px;
  margin: ${spacing(8)} auto ${spacing(16)};
  padding: ${spacing(0, 4)};
  display: grid;
  gap: ${spacing(4)};
`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /offline-bank/: the offline provider's stand-in for the bank's own 3-D Secure page, reached by
 * a full-page redirect (Stripe's `next_action.redirect_to_url`). The tester answers for the
 * bank; the customer is then sent back to the return address with Stripe's query parameters
 * (`payment_intent`, `payment_intent_client_secret`, `redirect_status`).
 */
export function OfflineBankView() {
  const router = useRouter();
  // The answer is sent as the signed-in customer: after the full-page redirect the session is
  // read again, and the bank's buttons wait for it (a click before it would be refused).
  const customer = useSignedInCustomer();
  const [problem, setProblem] = useState<string | null>(null);
  const intent = single(router.query.payment_intent);
  const secret = single(router.query.payment_intent_client_secret);
  const back =
    typeof window === 'undefined'
      ? null
      : sameOriginReturn(single(router.query.return_url), window.location.origin);

  const answer = async (outcome: 'approve' | 'fail') => {
    if (!intent || !secret || !back) return;
    try {
      await authenticateOfflinePayment(browserApiClient(), secret, outcome);
    } catch (error) {
      setProblem(toUserMessage(toApiError(error, 'paymentMethods')).message);
      return;
    }
    back.searchParams.set('payment_intent', intent);
    back.searchParams.set('payment_intent_client_secret', secret);
    back.searchParams.set('redirect_status', outcome === 'approve' ? 'succeeded' : 'failed');
    window.location.assign(back.toString());
  };

  return (
    <PageLayout accountMode>
      <Page aria-labelledby="bank-title">
        <h1 id="bank-title">Your bank</h1>
        {router.isReady && (!intent || !secret || !back) ? (
          <p role="alert">This bank page was opened without a payment to confirm.</p>
        ) : customer ? (
          <OfflineBankChallenge subject="payment" onAnswer={(outcome) => void answer(outcome)} />
        ) : (
          <p aria-live="polite">Connecting to your bank…</p>
        )}
        {problem ? <p role="alert">{problem}</p> : null}
      </Page>
    </PageLayout>
  );
}
