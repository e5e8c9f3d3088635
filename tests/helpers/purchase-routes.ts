import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import { chargeDay } from '@/domain/renewal-schedule';
import type { Database } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { RENEWAL_CONSENT } from './checkout-fixtures';
import { useRoute } from './call-route';

type Json = Record<string, unknown> & { id: number; transaction_id: string };

/**
 * A purchase as the browser makes it, through the real routes behind the web server's HTTP
 * observer: save a card, start the payment for the cart, confirm it, check out.
 */
export function usePurchaseRoutes() {
  const methods = useRoute(methodsRoute, { observe: true });
  const initiate = useRoute(initiateRoute, { observe: true });
  const confirm = useRoute(confirmRoute, { observe: true });
  const checkout = useRoute(checkoutRoute, { observe: true });

  return async function purchase(customerId: number, token: string, cartId: number) {
    const method = await methods({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/payment_methods/`,
      params: { id: String(customerId) },
      token,
      body: { card_token: 'pm_card_visa' },
    });
    const intent = await initiate({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token,
      body: { cart_id: cartId },
    });
    const { transaction_id: transactionId } = intent.json as Json;
    const held = await confirm({
      method: 'POST',
      url: `/api/v3/payments/${transactionId}/confirm/`,
      params: { paymentId: transactionId },
      token,
      body: { payment_method_id: (method.json as Json).id },
    });
    expect(held.json.status).toBe('authorized');
    const order = await checkout({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/checkout/`,
      params: { id: String(customerId) },
      token,
      body: { transaction_ids: [transactionId], ...RENEWAL_CONSENT },
    });
    expect(order.status).toBe(200);
    return { transactionId, order: order.json };
  };
}

/** The renewal job run on the charge day of the customer's next box (noon, Eastern). */
export async function renewNextBox(db: Database, customerId: number) {
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  const chargeTime = new Date(`${chargeDay(plan!.nextDeliveryDate)}T17:00:00Z`);
  return runRenewals(db, getPaymentProvider(db), chargeTime, { customerId });
}
