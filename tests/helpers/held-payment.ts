import { expect } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import type { Database } from '@/server/db/client';
import { customerReadyToPay, RENEWAL_CONSENT } from './checkout-fixtures';
import { useRoute } from './call-route';

type Json = Record<string, unknown> & { id: number; transaction_id: string; amount: number };

/** Whether the routes run behind the web server's HTTP observer (request id, log, metrics). */
type RouteOptions = { observe?: boolean };

/** The checkout of one payment, as the browser sends it (a retry or a replay sends it again). */
export function useCheckout(options: RouteOptions = {}) {
  const checkoutCall = useRoute(checkoutRoute, options);
  return (customerId: number, token: string, transactionId: string) =>
    checkoutCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/checkout/`,
      params: { id: String(customerId) },
      token,
      body: { transaction_ids: [transactionId], ...RENEWAL_CONSENT },
    });
}

/**
 * The routes of a card payment as the browser calls them, for tests of what the checkout makes
 * of its holds: save a card, hold the cart's total on it (initiate and confirm), check out with a
 * payment (as often as a test likes), and `holdPayment`, a customer ready to pay whose cart's
 * total is held on a saved Visa.
 */
export function useCardPayments(options: RouteOptions = {}) {
  const methods = useRoute(methodsRoute, options);
  const initiate = useRoute(initiateRoute, options);
  const confirm = useRoute(confirmRoute, options);
  const checkout = useCheckout(options);

  const saveCard = async (customerId: number, token: string, card = 'pm_card_visa') =>
    (
      await methods({
        method: 'POST',
        url: `/api/v3/customers/${customerId}/payment_methods/`,
        params: { id: String(customerId) },
        token,
        body: { card_token: card },
      })
    ).json as Json;

  /** A payment for the cart, confirmed into a hold on the card. */
  const holdWith = async (token: string, cartId: number, methodId: number) => {
    const started = await initiate({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token,
      body: { cart_id: cartId, payment_method_id: methodId },
    });
    expect(started.status).toBe(201);
    const intent = started.json as Json;
    const held = await confirm({
      method: 'POST',
      url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
      params: { paymentId: intent.transaction_id },
      token,
      body: { payment_method_id: methodId },
    });
    expect(held.json.status).toBe('authorized');
    return intent;
  };

  async function holdPayment(db: Database) {
    const ready = await customerReadyToPay(db);
    const card = await saveCard(ready.customer.id, ready.token);
    const intent = await holdWith(ready.token, ready.cart.cart_id, card.id);
    return { ...ready, transactionId: intent.transaction_id };
  }

  return { methods, initiate, confirm, saveCard, holdWith, checkout, holdPayment };
}
