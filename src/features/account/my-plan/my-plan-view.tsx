import type { Customer, Subscription } from '@/lib/api-client';
import { useCustomer, useSubscriptions } from '@/lib/resources/use-customer-resources';
import { AsyncContent } from '@/ui/async-content';
import Link from '@/ui/primitives/app-link';
import { ButtonLink } from '@/ui/primitives/button';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { ReferAFriend } from '../referrals/refer-a-friend';
import { AccountCreditCard } from './account-credit-card';
import { BoxFrequencyBanner } from './box-frequency-banner';
import { OrderHistory } from './order-history';
import { PaymentAuthenticationBanner } from './payment-authentication-banner';
import { RenewalTermsCard } from './renewal-terms-card';
import { SubscriptionCard } from './subscription-card';

/** /account/: My plan. A lead has no plan yet and is shown the way to one. */
export function MyPlanView({ recipeNames }: { recipeNames: Record<string, string> }) {
  return (
    <AccountFrame title="My plan">
      {(session) => <MyPlan customerId={session.id} recipeNames={recipeNames} />}
    </AccountFrame>
  );
}

function MyPlan({
  customerId,
  recipeNames,
}: {
  customerId: number;
  recipeNames: Record<string, string>;
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
  plans,
  hasPassword,
  credit,
  onChange,
}: {
  customerId: number;
  recipeNames: Record<string, string>;
  plans: Subscription[];
  hasPassword: boolean;
  credit: Customer['credit'];
  onChange: (next: Subscription) => void;
}) {
  if (plans.length > 0)
    return (
      <>
        <PaymentAuthenticationBanner customerId={customerId} />
        <BoxFrequencyBanner />
        {plans.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            customerId={customerId}
            subscription={subscription}
            recipeNames={recipeNames}
            onChange={onChange}
          />
        ))}
        {credit ? <AccountCreditCard credit={credit} /> : null}
        <AccountCard aria-labelledby="billing-title">
          <h2 id="billing-title">Payment</h2>
          <p>
            Each box is charged to your default card a few days before it ships.{' '}
            <Link href="/account/edit-payment/">Change payment method</Link>
          </p>
        </AccountCard>
        <RenewalTermsCard customerId={customerId} />
        <ReferAFriend customerId={customerId} />
        <OrderHistory customerId={customerId} />
      </>
    );
  return (
    <>
      <AccountCard aria-labelledby="my-plan-empty">
        <h2 id="my-plan-empty">No plan yet</h2>
        <p>
          Tell us about your pup and we’ll build a fresh meal plan portioned just for them. It takes
          about two minutes.
        </p>
        <p>
          <ButtonLink href="/onboarding/">Build my pup’s plan</ButtonLink>
        </p>
        <p>
          Keep your details up to date in <Link href="/account/my-info/">My info</Link>
          {hasPassword ? '.' : ', and create a password so you can log in any time.'}
        </p>
      </AccountCard>
      <ReferAFriend customerId={customerId} />
    </>
  );
}
