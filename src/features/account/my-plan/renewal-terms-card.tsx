import type { ReactNode } from 'react';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { listRenewalConsents, type Subscription } from '@/lib/api-client';
import { chargeDay } from '@/domain/renewal-schedule';
import { dateWithYear } from '@/domain/renewal-terms';
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

/**
 * When a plan is charged next, from its schedule as it is now: the agreed words keep the first
 * charge date of the day they were agreed, which a skip or a move has since changed.
 */
function scheduleNow(plan: Subscription | undefined): string | null {
  if (!plan) return null;
  if (plan.status === 'cancelled') return 'The plan is cancelled: nothing more is charged.';
  if (plan.status === 'paused') return 'The plan is paused: nothing is charged until it restarts.';
  return `Next charge: ${dateWithYear(chargeDay(plan.next_delivery_date))}, for the box arriving ${dateWithYear(plan.next_delivery_date)}. Charges follow your schedule: a skipped or moved box moves its charge with it.`;
}

function ScheduleNow({ plan }: { plan: Subscription | undefined }) {
  const text = scheduleNow(plan);
  return text ? <p>{text}</p> : null;
}

/**
 * "Your renewal terms": what each plan renews at, in the words agreed to, and when, with the next
 * charge as the schedule now has it.
 */
export function RenewalTermsCard({
  customerId,
  subscriptions = [],
}: {
  customerId: number;
  subscriptions?: readonly Subscription[];
}) {
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
          <ScheduleNow plan={subscriptions.find((plan) => plan.id === consent.subscription_id)} />
          <p>{consent.terms_text}</p>
        </article>
      ))}
      <p>You can cancel any time on this page: “More actions”, then “Cancel plan”.</p>
    </TermsFrame>
  );
}
