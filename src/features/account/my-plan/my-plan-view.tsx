import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { getCustomer, listSubscriptions, toApiError, toUserMessage } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { ButtonLink } from '@/ui/primitives/button';
import { Spinner } from '@/ui/primitives/spinner';
import { EmptyState } from '../components/empty-state';
import { AccountFrame } from '../components/account-frame';
import { ReferAFriend } from '../referrals/refer-a-friend';
import { BoxFrequencyBanner } from './box-frequency-banner';
import { OrderHistory } from './order-history';
import { PaymentCard } from './payment-card';
import type { PlanArt } from './plan-art';
import { PaymentAuthenticationBanner } from './payment-authentication-banner';
import { RenewalTermsCard } from './renewal-terms-card';
import { SubscriptionCard } from './subscription-card';

/** /account/: My plan. A lead has no plan yet and is shown the way to one. */
export function MyPlanView({
  recipeNames,
  art,
}: {
  recipeNames: Record<string, string>;
  art: PlanArt;
}) {
  return (
    <AccountFrame title="My plan">
      {(session) => <MyPlan customerId={session.id} recipeNames={recipeNames} art={art} />}
    </AccountFrame>
  );
}

function MyPlan({
  customerId,
  recipeNames,
  art,
}: {
  customerId: number;
  recipeNames: Record<string, string>;
  art: PlanArt;
}) {
  const customer = useSWR(['customer', customerId], () =>
    getCustomer(browserApiClient(), customerId, ['is_sms', 'has_password']),
  );
  const plans = useSWR(['subscriptions', customerId], () => listSubscriptions(browserApiClient()));
  const failure = customer.error ?? plans.error;
  if (failure) {
    return (
      <FormError role="alert">
        {toUserMessage(toApiError(failure), { action: 'load' }).message}
      </FormError>
    );
  }
  if (!customer.data || !plans.data) {
    return (
      <p>
        <Spinner $size={24} /> Loading your plan…
      </p>
    );
  }
  if (plans.data.length > 0)
    return (
      <>
        <PaymentAuthenticationBanner customerId={customerId} />
        <BoxFrequencyBanner />
        {plans.data.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            customerId={customerId}
            subscription={subscription}
            recipeNames={recipeNames}
            art={art}
            onChange={(next) =>
              void plans.mutate(
                (current) => current?.map((item) => (item.id === next.id ? next : item)),
                { revalidate: false },
              )
            }
          />
        ))}
        <PaymentCard customerId={customerId} />
        <RenewalTermsCard customerId={customerId} />
        <ReferAFriend customerId={customerId} />
        <OrderHistory customerId={customerId} />
      </>
    );
  return (
    <>
      <EmptyState
        titleId="my-plan-empty"
        title="No plan yet"
        action={<ButtonLink href="/onboarding/">Build my pup’s plan</ButtonLink>}
      >
        <p>
          Tell us about your pup and we’ll build a fresh meal plan portioned just for them. It takes
          about two minutes.
        </p>
        <p>
          Keep your details up to date in <Link href="/account/my-info/">My info</Link>
          {customer.data.has_password ? '.' : ', and create a password so you can log in any time.'}
        </p>
      </EmptyState>
      <ReferAFriend customerId={customerId} />
    </>
  );
}
