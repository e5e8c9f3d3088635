import { useEffect, useState } from 'react';
import {
  initiatePayment,
  updatePayment,
  type ApiClient,
  type Cart,
  type Payment,
} from '@/lib/api-client';

/**
 * The checkout's payment intent (spec section 4): created when checkout has a cart and no pending
 * intent, brought up to date when the cart changes, and forgotten when the customer leaves.
 */
export function useCheckoutIntent(client: ApiClient, cart: Cart | undefined) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const hasItems = Boolean(
    cart && (Object.keys(cart.subscriptions).length > 0 || cart.line_items.length > 0),
  );
  const cartId = cart?.cart_id;
  const version = cart?.version;
  const paymentId = payment?.id;

  useEffect(() => {
    if (!hasItems || cartId === undefined) return;
    let current = true;
    const request =
      paymentId === undefined
        ? initiatePayment(client, cartId)
        : updatePayment(client, paymentId, cartId);
    request
      .then((next) => {
        if (current) setPayment(next);
      })
      // A failure here is not the customer's to fix: placing the order makes the intent again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The intent follows the cart's version; the payment id is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, hasItems, cartId, version]);

  return [payment, setPayment] as const;
}
