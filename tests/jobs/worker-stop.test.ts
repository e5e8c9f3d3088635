import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { offlinePaymentObjects, orders, outboxEmails, payments } from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import type { EmailTransport } from '@/server/email/delivery';
import { startJobs } from '@/server/jobs/job-runtime';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { spawnFixture } from '../helpers/child-process';
import { eventually } from '../helpers/job-runtime';
import { createOnDiskDatabase, type OnDiskDatabase } from '../helpers/on-disk-database';
import { clockNow } from '@/server/clock';

const CHILD = join(process.cwd(), 'tests', 'jobs', 'fixtures', 'draining-worker-child.ts');

async function renewalRecords(db: Database, customerId: number) {
  const made = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
  const charges = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.kind, 'payment')));
  // At the bank (the offline provider's own records): charges made for this customer's orders.
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offlinePaymentObjects)
    .where(
      and(
        eq(offlinePaymentObjects.object, 'payment_intent'),
        sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' in (
          select id::text from ${orders} where ${orders.customerId} = ${customerId})`,
      ),
    )) as [{ count: number }];
  return { orders: made, charges, bankCharges: count };
}

describe('a worker stopped with SIGTERM', () => {
  // The child is a separate process, so the database is on disk (PGlite) or a server.
  let database: OnDiskDatabase;
  beforeEach(async () => {
    database = await createOnDiskDatabase('shop-worker-stop');
  }, 60_000);
  afterEach(() => database.drop());

  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = database.open();
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  it('mid-renewal finishes the charge in flight, records it once and exits 0', async () => {
    const dueDelivery = earliestDelivery(shopToday(clockNow()));
    const now = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
    const customerId = await withDatabase(async ({ db }) => {
      const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
      await saveCardOnFile(db, subscribed.customer.id);
      return subscribed.customer.id;
    });
    const child = spawnFixture(CHILD, {
      CHILD_DB: database.target,
      CHILD_MODE: 'renewal',
      CHILD_NOW: now.toISOString(),
    });
    await child.line('CHARGING');
    child.process.kill('SIGTERM');
    await child.line('SIGTERM seen');
    // The bank has answered; the stopping worker must still record what it charged.
    child.send('GO');
    expect(await child.exited).toEqual({ code: 0, signal: null });

    await withDatabase(async ({ db }) => {
      const after = await renewalRecords(db, customerId);
      expect(after.orders.map((order) => order.status)).toEqual(['paid']);
      expect(after.charges).toHaveLength(1);
      expect(after.bankCharges).toBe(1);
      // Nothing is left to do: the next run charges nothing more.
      await runRenewals(db, getPaymentProvider(db), now);
      const again = await renewalRecords(db, customerId);
      expect(again.orders).toHaveLength(1);
      expect(again.charges).toHaveLength(1);
      expect(again.bankCharges).toBe(1);
    });
  }, 120_000);

  it('hands a job still running at the end of the grace period back for another worker at once', async () => {
    const id = await withDatabase(async ({ db }) => {
      const [row] = await db
        .insert(outboxEmails)
        .values({ to: 'stop@example.com', subject: 'Hi', text: 'Hello', kind: 'notice' })
        .returning();
      return row!.id;
    });
    const child = spawnFixture(CHILD, {
      CHILD_DB: database.target,
      CHILD_MODE: 'email',
      CHILD_EMAIL_ID: String(id),
      CHILD_GRACE_MS: '500',
    });
    await child.line('HANG email');
    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });

    // The queue's own settings: a failed job would wait 30 s for its retry, an abandoned one
    // two minutes for its expiry. A handed-back job is taken at once.
    await withDatabase(async (handle) => {
      const delivered: number[] = [];
      const transport: EmailTransport = async (row) => void delivered.push(row.id);
      const runtime = await startJobs({
        handle,
        work: true,
        transport,
        pollingIntervalSeconds: 0.5,
      });
      try {
        await eventually(async () => {
          const [row] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
          return row?.sentAt;
        }, 20_000);
        expect(delivered).toEqual([id]);
      } finally {
        await runtime.stop();
      }
    });
  }, 120_000);
});
