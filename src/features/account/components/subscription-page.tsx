import type { ReactNode } from 'react';
import type { Subscription } from '@/lib/api-client';
import { AsyncContent } from '@/ui/async-content';
import Link from '@/ui/primitives/app-link';
import { useOwnSubscription } from '../hooks/use-own-subscription';

/** Loads the subscription an edit page is for and shows loading, failure or "no such plan". */
export function SubscriptionPage({
  customerId,
  children,
}: {
  customerId: number;
  children: (subscription: Subscription, replace: (next: Subscription) => void) => ReactNode;
}) {
  const { plans, subscription, replace } = useOwnSubscription(customerId);
  return (
    <AsyncContent resources={{ plans }} loadingLabel="Loading your plan…" spinnerSize={24}>
      {() => <Found subscription={subscription} replace={replace} render={children} />}
    </AsyncContent>
  );
}

function Found({
  subscription,
  replace,
  render,
}: {
  subscription: Subscription | undefined;
  replace: (next: Subscription) => void;
  render: (subscription: Subscription, replace: (next: Subscription) => void) => ReactNode;
}) {
  if (!subscription)
    return (
      <p>
        We couldn’t find that plan. Go back to <Link href="/account/">My plan</Link>.
      </p>
    );
  if (subscription.status === 'cancelled')
    return (
      <p>
        {subscription.pet_name}’s plan is cancelled. Reactivate it from{' '}
        <Link href="/account/">My plan</Link> to change it.
      </p>
    );
  return <>{render(subscription, replace)}</>;
}
