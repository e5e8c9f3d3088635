import useSWR from 'swr';
import {
  getAddress,
  getCart,
  getCustomer,
  listPaymentMethods,
  listSubscriptions,
} from '@/lib/api-client';
import { browserApiClient } from '@/lib/session/api-client';
import { swrKeys } from './keys';
import { useFreshOnMount } from './use-fresh-on-mount';

/**
 * One hook per resource of the signed-in customer, each under its one key (keys.ts). A null
 * customer id (session still loading) fetches nothing. `fresh` makes the screen wait for an
 * answer fetched after it opened (see useFreshOnMount).
 */
interface ResourceOptions {
  fresh?: boolean;
}

/** A fresh screen fetches once itself (useFreshOnMount): SWR's own mount fetch would double it. */
const freshOptions = (fresh: boolean) => (fresh ? { revalidateOnMount: false } : undefined);

/** Every screen reads the customer with the same extras, so one cache entry serves them all. */
const CUSTOMER_INCLUDES = ['is_sms', 'has_password', 'credit'] as const;

export function useCart(
  customerId: number | null | undefined,
  { fresh = false, resyncTaxes = false }: ResourceOptions & { resyncTaxes?: boolean } = {},
) {
  const fetcher = () => getCart(browserApiClient(), customerId!, resyncTaxes);
  const swr = useSWR(customerId ? swrKeys.cart(customerId) : null, fetcher, freshOptions(fresh));
  return useFreshOnMount(swr, fresh && customerId ? fetcher : null);
}

export function useCustomer(customerId: number | null | undefined, { fresh = false } = {}) {
  const fetcher = () => getCustomer(browserApiClient(), customerId!, [...CUSTOMER_INCLUDES]);
  const swr = useSWR(
    customerId ? swrKeys.customer(customerId) : null,
    fetcher,
    freshOptions(fresh),
  );
  return useFreshOnMount(swr, fresh && customerId ? fetcher : null);
}

export function useAddress(customerId: number | null | undefined, { fresh = false } = {}) {
  const fetcher = () => getAddress(browserApiClient(), customerId!);
  const swr = useSWR(customerId ? swrKeys.address(customerId) : null, fetcher, freshOptions(fresh));
  return useFreshOnMount(swr, fresh && customerId ? fetcher : null);
}

export function usePaymentMethods(customerId: number | null | undefined, { fresh = false } = {}) {
  const fetcher = () => listPaymentMethods(browserApiClient(), customerId!);
  const swr = useSWR(
    customerId ? swrKeys.paymentMethods(customerId) : null,
    fetcher,
    freshOptions(fresh),
  );
  return useFreshOnMount(swr, fresh && customerId ? fetcher : null);
}

/** The customer's plans; `enabled` false (a router not ready yet) fetches nothing. */
export function useSubscriptions(customerId: number | null | undefined, enabled = true) {
  return useSWR(customerId && enabled ? swrKeys.subscriptions(customerId) : null, () =>
    listSubscriptions(browserApiClient()),
  );
}
