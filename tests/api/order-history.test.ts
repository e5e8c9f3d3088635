import { randomUUID } from 'node:crypto';
import { eq, min } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import orderRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import { shipments, subscriptions } from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { refundOrder } from '@/server/services/care/refunds-service';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { createPet } from '../factories/pets';
import { planLineOf } from '../factories/renewal-orders';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

type OrderJson = { id: number; items: unknown[]; shipments: unknown[]; refunded: number };

/**
 * A customer's order history is read in a fixed number of statements, however many orders it
 * holds, and each order in it is exactly what the order's own route answers.
 */
describe('order history', () => {
  const database = useTestDatabase({ seed: true });
  const list = useRoute(ordersRoute);
  const one = useRoute(orderRoute);
  type Customer = Awaited<ReturnType<typeof createSubscribedCustomer>>;
  let shopper: Customer;
  let neighbour: Customer;

  /** Charges the customer's next box by the renewal job's own run (their boxes only). */
  async function renew(customerId: number) {
    const db = database.db();
    const [next] = await db
      .select({ date: min(subscriptions.nextDeliveryDate) })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId));
    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(next!.date!)}T17:00:00Z`), {
      customerId,
    });
  }

  beforeAll(async () => {
    const db = database.db();
    const support = await createStaff(db, { role: 'support' });
    [shopper, neighbour] = [await createSubscribedCustomer(db), await createSubscribedCustomer(db)];
    // A second pup, with its own plan: two renewal orders a round.
    const pup = await createPet(db, shopper.customer.id, { name: 'Pepper' });
    await db
      .insert(subscriptions)
      .values({ ...shopper.subscription, id: undefined, petId: pup.id });
    for (const customer of [shopper, neighbour]) {
      await saveCardOnFile(db, customer.customer.id);
      for (let round = 0; round < 3; round++) await renew(customer.customer.id);
    }
    const history = (await list<OrderJson[]>(callOf(shopper))).json;
    await db.insert(shipments).values({
      orderId: history[2]!.id,
      petId: shopper.pet.id,
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    await refundOrder(db, getPaymentProvider(db), history[3]!.id, support.id, {
      idempotency_key: randomUUID(),
      reason: 'Spoiled box',
      full: false,
      lines: [{ line: (await planLineOf(db, history[3]!.id)).line, amount: 500 }],
    });
  });

  afterEach(() => vi.restoreAllMocks());

  const callOf = (customer: Customer) => ({
    url: `/api/v3/customers/${customer.customer.id}/orders/`,
    params: { id: String(customer.customer.id) },
    token: customer.token,
  });

  it('lists each order as its own route answers it, newest first, nobody else’s', async () => {
    for (const customer of [shopper, neighbour]) {
      const history = await list<OrderJson[]>(callOf(customer));
      expect(history.status).toBe(200);
      const ids = history.json.map((order) => order.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const each = await Promise.all(
        ids.map(
          async (orderId) =>
            (
              await one<OrderJson>({
                url: `/api/v3/customers/${customer.customer.id}/orders/${orderId}/`,
                params: { id: String(customer.customer.id), orderId: String(orderId) },
                token: customer.token,
              })
            ).json,
        ),
      );
      expect(history.json).toEqual(each);
    }
    const history = (await list<OrderJson[]>(callOf(shopper))).json;
    expect(history).toHaveLength(6);
    expect(history[2]!.shipments).toHaveLength(1);
    expect(history[3]!.refunded).toBe(500);
  });

  it('reads the whole history in nine statements, whatever its length', async () => {
    type Fn = (...args: unknown[]) => unknown;
    const client = (database.db() as unknown as { $client: Record<string, Fn> }).$client;
    const real = client.query!;
    let statements = 0;
    vi.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return real.apply(this, args);
    });
    // The token, the orders, then their lines, plans, customer, shipments, refunds, tax lines
    // and tax reversals (the rates of later boxes come from the tax provider, no statement).
    for (const customer of [shopper, neighbour]) {
      statements = 0;
      expect((await list(callOf(customer))).status).toBe(200);
      expect(statements).toBe(9);
    }
  });
});
