import type { Customer, Subscription } from '@/lib/api-client';
import { useCustomer, useSubscriptions } from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
import Link from '@/ui/primitives/app-link';
import { ButtonLink } from '@/ui/primitives/button';
import { EmptyState } from '../components/empty-state';
import { FEEDING_GUIDE_PATH } from '../feeding-guide/feeding-guide-path';
import { AccountFrame } from '../components/account-frame';
import { ReferAFriend } from '../referrals/refer-a-friend';
import { AccountCreditCard } from './account-credit-card';
import { BoxFrequencyBanner } from './box-frequency-banner';
import { OrderHistory } from './order-history';
import { PaymentCard } from './payment-card';
import type { PlanArt } from './plan-art';
import { PaymentAuthenticationBanner } from './payment-authentication-banner';
import { PaymentDeclinedBanner } from './payment-declined-banner';
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
  const customer = useCustomer(customerId);
  const plans = useSubscriptions(customerId);
  return (
    <AsyncContent
      resources={{ customer, plans }}
      loadingLabel="Loading your plan…"
      spinnerSize={24}
    >
      {(loaded) => (
        <MyPlanCards
          customerId={customerId}
          recipeNames={recipeNames}
          art={art}
          plans={loaded.plans}
          hasPassword={Boolean(loaded.customer.has_password)}
          credit={loaded.customer.credit}
          onChange={(next) =>
            void plans.mutate(
              (current) => current?.map((item) => (item.id === next.id ? next : item)),
              { revalidate: false },
            )
          }
        />
      )}
    </AsyncContent>
  );
}

function MyPlanCards({
  customerId,
  recipeNames,
  art,
  plans,
  hasPassword,
  credit,
  onChange,
}: {
  customerId: number;
  recipeNames: Record<string, string>;
  art: PlanArt;
  plans: Subscription[];
  hasPassword: boolean;
  credit: Customer['credit'];
  onChange: (next: Subscription) => void;
}) {
  if (plans.length > 0)
    return (
      <>
        <PaymentAuthenticationBanner customerId={customerId} />
        <PaymentDeclinedBanner customerId={customerId} />
        <BoxFrequencyBanner />
        {plans.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            customerId={customerId}
            subscription={subscription}
            recipeNames={recipeNames}
            art={art}
            onChange={onChange}
          />
        ))}
        <p>
          How much to serve each meal, ready to print:{' '}
          <Link href={FEEDING_GUIDE_PATH}>Feeding guides</Link>
        </p>
        {credit ? <AccountCreditCard credit={credit} /> : null}
        <PaymentCard customerId={customerId} />
        <RenewalTermsCard customerId={customerId} subscriptions={plans} />
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
          {hasPassword ? '.' : ', and create a password so you can log in any time.'}
        </p>
      </EmptyState>
      <ReferAFriend customerId={customerId} />
    </>
  );
}
