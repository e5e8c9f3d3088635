import type { ReactNode } from 'react';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { listRenewalConsents } from '@/lib/api-client';
import { DocumentIcon } from '@/ui/primitives/icons';
import { AccountCard, IconTitle } from '../components/account-card';

const AGREED = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

function TermsFrame({ children }: { children: ReactNode }) {
  return (
    <AccountCard aria-labelledby="renewal-terms-title">
      <IconTitle id="renewal-terms-title">
        <DocumentIcon />
        Your renewal terms
      </IconTitle>
      {children}
    </AccountCard>
  );
}

/** "Your renewal terms": what each plan renews at, in the words agreed to, and when. */
export function RenewalTermsCard({ customerId }: { customerId: number }) {
  const consents = useSWR(swrKeys.renewalConsents(customerId), () =>
    listRenewalConsents(browserApiClient(), customerId),
  );
  // While loading, the card says so (a subscriber has agreed to terms at checkout, so there is
  // nearly always one to show); it is left out only once the answer is that there are none.
  if (consents.error || !consents.data)
    return (
      <AsyncFallback
        resources={{ consents }}
        loadingLabel="Loading your renewal terms…"
        spinnerSize={0}
        frame={(node) => <TermsFrame>{node}</TermsFrame>}
      />
    );
  if (consents.data.length === 0) return null;
  // The latest agreement of each plan (a reactivated plan has a newer one).
  const latest = consents.data.filter(
    (consent, index, all) =>
      all.findIndex((other) => other.subscription_id === consent.subscription_id) === index,
  );
  return (
    <TermsFrame>
      {latest.map((consent) => (
        <article key={consent.id} aria-label={`${consent.pet_name ?? 'Your pup'}’s renewal terms`}>
          <h3>
            {consent.pet_name ?? 'Your pup'}: agreed on{' '}
            <time dateTime={consent.accepted_at}>
              {AGREED.format(new Date(consent.accepted_at))}
            </time>
          </h3>
          <p>{consent.terms_text}</p>
        </article>
      ))}
      <p>You can cancel any time on this page: “More actions”, then “Cancel plan”.</p>
    </TermsFrame>
  );
}
