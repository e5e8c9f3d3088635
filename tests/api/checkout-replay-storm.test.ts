import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { OfflinePaymentProvider } from '@/server/payments';
import { useCardPayments } from '../helpers/held-payment';
import { useTestDatabase } from '../helpers/test-db';

const REPLAYS = 20;

/**
 * Issue 32 item 19: a storm of replays of one checkout (a client retrying in a loop, a double
 * click times ten). On PostgreSQL they really run at once (`bash scripts/with-postgres.sh`); on
 * PGlite they queue on its one connection. Either way each answers the one order, none a 500.
 */
describe('concurrent replays of one held payment', () => {
  const database = useTestDatabase({ seed: true });
  const { holdPayment, checkout } = useCardPayments();

  it(`answers ${REPLAYS} concurrent checkouts of one payment with one order and no 500`, async () => {
    const paid = await holdPayment(database.db());

    const results = await Promise.all(
      Array.from({ length: REPLAYS }, () =>
        checkout(paid.customer.id, paid.token, paid.transactionId),
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
      .where(eq(orders.customerId, paid.customer.id));
    expect(made).toHaveLength(1);
    const provider = new OfflinePaymentProvider(database.db(), 'whsec_offline');
    const paidIntent = await provider.retrievePaymentIntent(
      paid.transactionId.split('_secret_')[0]!,
    );
    expect(paidIntent.status).toBe('succeeded');
    expect(paidIntent.amount_received).toBe(paid.cart.totals.total);
  });
});
