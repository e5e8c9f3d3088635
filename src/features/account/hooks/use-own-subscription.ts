import { useRouter } from 'next/router';
import type { Subscription } from '@/lib/api-client';
import { useSubscriptions } from '@/lib/resources/use-customer-resources';

/**
 * The subscription an edit page works on: `?subscription={id}` from My plan, or the first one
 * when the link names none. Shares My plan's cache, so a saved change shows there at once.
 */
export function useOwnSubscription(customerId: number) {
  const { query, isReady } = useRouter();
  const plans = useSubscriptions(customerId, isReady);
  const wanted = Number(query.subscription);
  const subscription = plans.data
    ? (plans.data.find((plan) => plan.id === wanted) ??
      (query.subscription ? undefined : plans.data[0]))
    : undefined;
  const replace = (next: Subscription) =>
    void plans.mutate((current) => current?.map((plan) => (plan.id === next.id ? next : plan)), {
      revalidate: false,
    });
  return {
    /** The customer's plans as loaded (for AsyncContent's loading and error states). */
    plans,
    subscription,
    error: plans.error as unknown,
    loading: !plans.data && !plans.error,
    missing: Boolean(plans.data) && !subscription,
    replace,
  };
}
