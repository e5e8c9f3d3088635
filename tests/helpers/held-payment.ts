import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import type { Database } from '@/server/db/client';
import { customerReadyToPay, RENEWAL_CONSENT } from './checkout-fixtures';
import { useRoute } from './call-route';

type Json = Record<string, unknown> & { id: number; transaction_id: string };

/**
 * The routes of a card payment up to its hold, for tests of what the checkout makes of it:
 * `holdPayment` gives a customer ready to pay whose cart's total is held on a saved card, and
 * `checkout` sends that payment's checkout (as the browser does, and as often as a test likes).
 */
export function useHeldPayment() {
  const methods = useRoute(methodsRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const checkoutCall = useRoute(checkoutRoute);

  async function holdPayment(db: Database) {
    const { customer, token, cart } = await customerReadyToPay(db);
    const card = await methods({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/payment_methods/`,
      params: { id: String(customer.id) },
      token,
      body: { card_token: 'pm_card_visa' },
    });
    const methodId = (card.json as Json).id;
    const started = await initiate({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token,
      body: { cart_id: cart.cart_id, payment_method_id: methodId },
    });
    const intent = started.json as Json;
    const held = await confirm({
      method: 'POST',
      url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
      params: { paymentId: intent.transaction_id },
      token,
      body: { payment_method_id: methodId },
    });
    return { customer, token, cart, transactionId: intent.transaction_id, held: held.json };
  }

  const checkout = (paid: Awaited<ReturnType<typeof holdPayment>>) =>
    checkoutCall({
      method: 'POST',
      url: `/api/v3/customers/${paid.customer.id}/checkout/`,
      params: { id: String(paid.customer.id) },
      token: paid.token,
      body: { transaction_ids: [paid.transactionId], ...RENEWAL_CONSENT },
    });

  return { holdPayment, checkout };
}
