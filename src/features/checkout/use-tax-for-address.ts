import { useEffect, useRef } from 'react';
import { updateCart, type ApiClient, type Cart } from '@/lib/api-client';
import type { CartTaxAddress } from '@/contracts/cart';
import { isSupportedState, zipProblem } from '@/domain/us-states';

/** The address as the cart keeps it, or null while the form's is not whole yet. */
export function completeTaxAddress(address: Partial<CartTaxAddress>): CartTaxAddress | null {
  const state = address.state?.trim().toUpperCase() ?? '';
  const zip = address.zip_code?.trim() ?? '';
  if (!address.address1?.trim() || !address.city?.trim()) return null;
  if (!isSupportedState(state) || zipProblem(zip, state)) return null;
  return {
    address1: address.address1.trim(),
    address2: address.address2?.trim() ?? '',
    city: address.city.trim(),
    state,
    zip_code: zip,
  };
}

const sameAddress = (a: CartTaxAddress | null, b: CartTaxAddress | null) =>
  Boolean(a && b) &&
  a!.address1 === b!.address1 &&
  (a!.address2 ?? '') === (b!.address2 ?? '') &&
  a!.city === b!.city &&
  a!.state === b!.state &&
  a!.zip_code === b!.zip_code;

/**
 * How long the address must stay unchanged before the cart is taxed again. Typing into a saved
 * address (a house number, a ZIP) passes through many whole addresses; only the one the
 * customer stops at is worth a call. The first whole address (a saved one on arrival) is taxed
 * at once so the amount shows without a wait.
 */
export const TAX_ADDRESS_SETTLE_MS = 500;

/**
 * Taxes the cart at the shipping address as soon as the form has a whole one (saved or just
 * typed), on the server: the browser sends the address, the tax provider answers the rates, so
 * the amount shown before the first click is the amount charged. True once the cart's total
 * includes the tax of that address.
 */
export function useTaxForAddress(
  client: ApiClient,
  customerId: number,
  cart: Cart,
  typed: Partial<CartTaxAddress>,
  onCartChange: (cart: Cart) => void,
): boolean {
  const address = completeTaxAddress(typed);
  const taxed = cart.tax_address;
  const key = address ? JSON.stringify(address) : '';
  const done = sameAddress(address, taxed);
  const asked = useRef(false);
  useEffect(() => {
    if (!address || done) return;
    let current = true;
    const ask = () => {
      asked.current = true;
      updateCart(client, customerId, { tax_address: address })
        .then((next) => {
          if (current) onCartChange(next);
        })
        // Not the customer's to fix: placing the order saves the address and taxes the cart.
        .catch(() => undefined);
    };
    const timer = asked.current ? setTimeout(ask, TAX_ADDRESS_SETTLE_MS) : undefined;
    if (!timer) ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The callback, client and address object change identity on each render; the address's
    // contents (key) and whether the cart is taxed there are what is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, done, customerId]);
  return done;
}
