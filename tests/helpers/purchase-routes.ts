import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chargeDay } from '@/domain/renewal-schedule';
import type { Database } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { useCardPayments } from './held-payment';

/**
 * A purchase as the browser makes it with a card it saves first, through the real routes behind
 * the web server's HTTP observer: save the card, start the payment for the cart on it, confirm
 * it, check out.
 */
export function usePurchaseRoutes() {
  const { saveCard, holdWith, checkout } = useCardPayments({ observe: true });

  return async function purchase(customerId: number, token: string, cartId: number) {
    const card = await saveCard(customerId, token);
    const { transaction_id: transactionId } = await holdWith(token, cartId, card.id);
    const order = await checkout(customerId, token, transactionId);
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
