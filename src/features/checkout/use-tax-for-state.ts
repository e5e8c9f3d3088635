import { useEffect } from 'react';
import { updateCart, type ApiClient, type Cart } from '@/lib/api-client';
import { isSupportedState } from '@/domain/us-states';

/**
 * Taxes the cart for the shipping state as soon as the form has one (saved or just chosen), on the
 * server, so the amount shown before the first click is the amount charged. True once the cart's
 * total includes the tax of that state.
 */
export function useTaxForState(
  client: ApiClient,
  customerId: number,
  cart: Cart,
  state: string | undefined,
  onCartChange: (cart: Cart) => void,
): boolean {
  const taxedState = cart.tax_state;
  useEffect(() => {
    if (!state || !isSupportedState(state) || state === taxedState) return;
    let current = true;
    updateCart(client, customerId, { tax_state: state })
      .then((next) => {
        if (current) onCartChange(next);
      })
      // Not the customer's to fix: placing the order saves the address and taxes the cart.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The callback and client change identity on each render; the state is what is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, taxedState, customerId]);
  return Boolean(taxedState) && taxedState === state;
}
