import type { ScopedMutator } from 'swr';
import { getCart, type ApiClient, type Customer } from '@/lib/api-client';
import { swrKeys } from '@/lib/resources/keys';

/**
 * After a paid checkout (spec section 4): the customer is active and the cart is what the server
 * now holds (emptied by the order), in every cached view of this visit. A stale 'lead' would let
 * the next plan (Add Pup) apply a new customer's offer; a stale cart would show paid plans again.
 */
export async function refreshAfterCheckout(
  mutate: ScopedMutator,
  client: ApiClient,
  customerId: number,
): Promise<void> {
  await mutate<Customer>(
    swrKeys.customer(customerId),
    (customer) => (customer ? { ...customer, status: 'active' } : customer),
    { revalidate: false },
  );
  // Plans and orders changed too: dropped, so the account fetches them afresh.
  await Promise.all(
    [swrKeys.subscriptions, swrKeys.orders].map((key) =>
      mutate(key(customerId), undefined, { revalidate: false }),
    ),
  );
  try {
    await mutate(swrKeys.cart(customerId), await getCart(client, customerId), {
      revalidate: false,
    });
  } catch {
    // The order is placed; an unreadable cart is fetched again where it is next shown.
    await mutate(swrKeys.cart(customerId), undefined, { revalidate: false });
  }
}
