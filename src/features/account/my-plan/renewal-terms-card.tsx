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

/** "Your renewal terms": what each plan renews at, in the words agreed to, and when. */
export function RenewalTermsCard({ customerId }: { customerId: number }) {
  const consents = useSWR(swrKeys.renewalConsents(customerId), () =>
    listRenewalConsents(browserApiClient(), customerId),
  );
  // Nothing while loading: the card appears only when there are terms to show.
  if (consents.error) return <AsyncFallback resources={{ consents }} loadingLabel="" />;
  if (!consents.data?.length) return null;
  // The latest agreement of each plan (a reactivated plan has a newer one).
  const latest = consents.data.filter(
    (consent, index, all) =>
      all.findIndex((other) => other.subscription_id === consent.subscription_id) === index,
  );
  return (
    <AccountCard aria-labelledby="renewal-terms-title">
      <IconTitle id="renewal-terms-title">
        <DocumentIcon />
        Your renewal terms
      </IconTitle>
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
    </AccountCard>
  );
}
