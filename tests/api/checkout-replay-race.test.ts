import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, payments } from '@/server/db/schema';
import { useCardPayments } from '../helpers/held-payment';
import { useTestDatabase } from '../helpers/test-db';

/** A pause the next look at the first box's delivery days waits in, until the test opens it. */
const pause = vi.hoisted(() => {
  const signal = () => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve: () => resolve() };
  };
  return { armed: false, reached: signal(), open: signal() };
});

// The checkout looks at the delivery days after its look for this payment's order and before it
// reads the cart: the window a replay racing the request that places the order falls into.
vi.mock('@/server/services/capacity/first-box-dates', async (original) => {
  const real = await original<typeof import('@/server/services/capacity/first-box-dates')>();
  return {
    ...real,
    firstBoxDeliveryDates: async (...args: Parameters<typeof real.firstBoxDeliveryDates>) => {
      if (pause.armed) {
        pause.armed = false;
        pause.reached.resolve();
        await pause.open.promise;
      }
      return real.firstBoxDeliveryDates(...args);
    },
  };
});

/**
 * Issue 32 item 19, the race a storm of replays found on PostgreSQL: a replay that looked for its
 * payment's order just before the first request claimed it, and read the cart just after that
 * request had ordered and emptied it, answered "no cart" for a checkout that had gone through.
 */
describe('a replay racing the checkout that places its order', () => {
  const database = useTestDatabase({ seed: true });
  const { holdPayment, checkout } = useCardPayments();

  it('answers the order placed meanwhile, not a refusal', async () => {
    const paid = await holdPayment(database.db());
    pause.armed = true;
    const replay = checkout(paid.customer.id, paid.token, paid.transactionId);
    await pause.reached.promise;

    const first = await checkout(paid.customer.id, paid.token, paid.transactionId);
    expect(first.status).toBe(200);
    pause.open.resolve();
    const late = await replay;

    expect({ status: late.status, id: late.json.id }).toEqual({ status: 200, id: first.json.id });
    const made = await database
      .db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, paid.customer.id));
    expect(made).toEqual([{ id: first.json.id, status: 'paid' }]);
    const [payment] = await database
      .db()
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.customerId, paid.customer.id));
    expect(payment!.status).toBe('succeeded');
  });
});
