import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import { orders } from '@/server/db/schema';
import { OfflinePaymentProvider } from '@/server/payments';
import { customerReadyToPay, RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, unknown> & { id: number; transaction_id: string };

const REPLAYS = 20;

/**
 * Issue 32 item 19: a storm of replays of one checkout (a client retrying in a loop, a double
 * click times ten). On PostgreSQL they really run at once (`bash scripts/with-postgres.sh`); on
 * PGlite they queue on its one connection. Either way each answers the one order, none a 500.
 */
describe('concurrent replays of one held payment', () => {
  const database = useTestDatabase({ seed: true });
  const methods = useRoute(methodsRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const checkoutCall = useRoute(checkoutRoute);

  it(`answers ${REPLAYS} concurrent checkouts of one payment with one order and no 500`, async () => {
    const { customer, token, cart } = await customerReadyToPay(database.db());
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
    expect(held.json.status).toBe('authorized');

    const results = await Promise.all(
      Array.from({ length: REPLAYS }, () =>
        checkoutCall({
          method: 'POST',
          url: `/api/v3/customers/${customer.id}/checkout/`,
          params: { id: String(customer.id) },
          token,
          body: { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT },
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const placed = results.filter((result) => result.status === 200);
    expect(placed.length).toBeGreaterThan(0);
    // Any other answer is the "still being placed" 422 a client may retry: never a refusal.
    for (const other of results.filter((result) => result.status !== 200))
      expect({ status: other.status, code: other.json.code }).toEqual({
        status: 422,
        code: 'bc_order_status_error',
      });
    expect(new Set(placed.map((result) => result.json.id)).size).toBe(1);
    const made = await database
      .db()
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    expect(made).toHaveLength(1);
    const provider = new OfflinePaymentProvider(database.db(), 'whsec_offline');
    const paid = await provider.retrievePaymentIntent(intent.transaction_id.split('_secret_')[0]!);
    expect(paid.status).toBe('succeeded');
    expect(paid.amount_received).toBe(cart.totals.total);
  });
});
