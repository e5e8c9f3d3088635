import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { offlinePaymentObjects, orderItems, orders, payments } from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay, RENEWAL_LEASE_MS } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { createOnDiskDatabase, type OnDiskDatabase } from '../helpers/on-disk-database';
import { clockNow } from '@/server/clock';

const CHILD = join(process.cwd(), 'tests', 'jobs', 'fixtures', 'renewal-crash-child.ts');

/** Runs the renewals in a child process and SIGKILLs it between the order and its lines. */
async function killRenewalBetweenWrites(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const reached = await new Promise<boolean>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('HANG between-writes')) resolve(true);
    });
    child.once('exit', () => resolve(false));
  });
  child.kill('SIGKILL');
  await exited;
  expect(reached, 'the renewal run never reached the order’s lines').toBe(true);
}

describe('a renewal run killed between its writes', () => {
  let database: OnDiskDatabase;
  beforeAll(async () => {
    database = await createOnDiskDatabase('shop-renewal-crash');
  }, 60_000);
  afterAll(() => database.drop());

  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = database.open();
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  it('leaves no order without lines, and the next run charges the box once, as recorded', async () => {
    const dueDelivery = earliestDelivery(shopToday(clockNow()));
    const now = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
    const customerId = await withDatabase(async ({ db }) => {
      const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
      await saveCardOnFile(db, subscribed.customer.id);
      return subscribed.customer.id;
    });
    await killRenewalBetweenWrites({ CHILD_DB: database.target, CHILD_NOW: now.toISOString() });

    await withDatabase(async ({ db }) => {
      const renewalsWithLines = async () => {
        const made = await db
          .select()
          .from(orders)
          .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
        return Promise.all(
          made.map(async (order) => ({
            order,
            lines: await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
          })),
        );
      };
      // Right after the crash: an order is there with its lines, or not at all.
      for (const { lines } of await renewalsWithLines()) expect(lines.length).toBeGreaterThan(0);

      // The next run, once the dead run's lease is over.
      await runRenewals(db, getPaymentProvider(db), new Date(now.getTime() + RENEWAL_LEASE_MS));
      const after = await renewalsWithLines();
      expect(after).toHaveLength(1);
      const [{ order, lines }] = after as [(typeof after)[number]];
      expect(order.status).toBe('paid');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(order.subtotalCents);
      const charges = await db
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customerId), eq(payments.kind, 'payment')));
      expect(charges.map((charge) => [charge.status, charge.amountCents])).toEqual([
        ['succeeded', order.totalCents],
      ]);
      // At the bank (the offline provider's own records): one charge for this customer's box.
      const [{ count }] = (await db
        .select({ count: sql<number>`count(*)::int` })
        .from(offlinePaymentObjects)
        .where(
          and(
            eq(offlinePaymentObjects.object, 'payment_intent'),
            sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' = ${String(order.id)}`,
          ),
        )) as [{ count: number }];
      expect(count).toBe(1);
    });
  }, 60_000);
});
