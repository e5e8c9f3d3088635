import type { ReactNode } from 'react';
import type { Subscription } from '@/lib/api-client';
import { toApiError, toUserMessage } from '@/lib/api-client';
import { FormError } from '@/ui/forms';
import Link from '@/ui/primitives/app-link';
import { Spinner } from '@/ui/primitives/spinner';
import { useOwnSubscription } from '../hooks/use-own-subscription';

/** Loads the subscription an edit page is for and shows loading, failure or "no such plan". */
export function SubscriptionPage({
  customerId,
  children,
}: {
  customerId: number;
  children: (subscription: Subscription, replace: (next: Subscription) => void) => ReactNode;
}) {
  const { subscription, error, loading, replace } = useOwnSubscription(customerId);
  if (error)
    return (
      <FormError role="alert">
        {toUserMessage(toApiError(error), { action: 'load' }).message}
      </FormError>
    );
  if (loading)
    return (
      <p>
        <Spinner $size={24} /> Loading your plan…
      </p>
    );
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
  return <>{children(subscription, replace)}</>;
}
