import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import {
  offlinePaymentObjects,
  orderItems,
  orders,
  outboxEmails,
  payments,
} from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay, RENEWAL_LEASE_MS } from '@/domain/renewal-schedule';
import type { EmailTransport } from '@/server/email/delivery';
import { startJobs } from '@/server/jobs/job-runtime';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { eventually, unfinishedJobs } from '../helpers/job-runtime';
import { createOnDiskDatabase, type OnDiskDatabase } from '../helpers/on-disk-database';
import { clockNow } from '@/server/clock';

const CHILD = join(process.cwd(), 'tests', 'jobs', 'fixtures', 'worker-child.ts');
const REACH_TIMEOUT_MS = 40_000;

/** Starts a worker in a child process and SIGKILLs it the moment it prints `marker`. */
async function killWorkerAt(env: Record<string, string>, marker: string): Promise<void> {
  // Node itself with tsx as a loader (not the tsx launcher), so the kill reaches the worker.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const reached = await new Promise<boolean>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(marker)) resolve(true);
    });
    child.once('exit', () => resolve(false));
    // A worker that never gets there fails the test with this message instead of hanging it.
    setTimeout(() => resolve(false), REACH_TIMEOUT_MS).unref();
  });
  child.kill('SIGKILL');
  await exited;
  expect(reached, `the worker never reached "${marker}"`).toBe(true);
}

describe('a worker killed in the middle of a job', () => {
  // The child is a separate process, so the database is on disk (PGlite) or a server. One per
  // test: the first test's workers leave pg-boss state behind (its renewal job, queued once per
  // worker start under one singleton key, may still be waiting for a retry), and the second
  // test's worker would then find its own start-up renewal refused and never charge.
  let database: OnDiskDatabase;
  let target = '';
  beforeEach(async () => {
    database = await createOnDiskDatabase('shop-worker-crash');
    target = database.target;
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

  it('an email whose worker died is delivered once by another worker', async () => {
    const id = await withDatabase(async ({ db }) => {
      const [row] = await db
        .insert(outboxEmails)
        .values({ to: 'crash@example.com', subject: 'Hi', text: 'Hello', kind: 'notice' })
        .returning();
      return row!.id;
    });
    await killWorkerAt(
      { CHILD_DB: target, CHILD_MODE: 'email', CHILD_EMAIL_ID: String(id) },
      'HANG email',
    );

    await withDatabase(async (handle) => {
      const delivered: number[] = [];
      const transport: EmailTransport = async (row) => void delivered.push(row.id);
      const runtime = await startJobs({
        handle,
        work: true,
        transport,
        pollingIntervalSeconds: 0.5,
        superviseIntervalSeconds: 1,
      });
      try {
        const [row] = await eventually(async () => {
          const rows = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
          return rows[0]?.sentAt ? rows : undefined;
        }, 30_000);
        expect(row!.sentAt).toBeInstanceOf(Date);
        expect(delivered).toEqual([id]);
      } finally {
        await runtime.stop();
      }
    });
  }, 60_000);

  it('a renewal whose worker died after the bank charged is recorded once, never charged twice', async () => {
    const dueDelivery = earliestDelivery(shopToday(clockNow()));
    const now = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
    const customerId = await withDatabase(async ({ db }) => {
      const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
      await saveCardOnFile(db, subscribed.customer.id);
      return subscribed.customer.id;
    });
    await killWorkerAt(
      { CHILD_DB: target, CHILD_MODE: 'renewal', CHILD_NOW: now.toISOString() },
      'HANG charged',
    );

    // The dead run holds its order for a lease; the next run after it lapses takes the order over.
    const later = new Date(now.getTime() + RENEWAL_LEASE_MS + 60_000);
    await withDatabase(async (handle) => {
      const runtime = await startJobs({
        handle,
        work: true,
        clock: () => later,
        pollingIntervalSeconds: 0.5,
        superviseIntervalSeconds: 1,
      });
      try {
        const paid = await eventually(async () => {
          const made = await handle.db
            .select()
            .from(orders)
            .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
          return made.some((order) => order.status === 'paid') ? made : undefined;
          // Generous: on a machine loaded by other work the worker's start alone takes seconds.
        }, 90_000);
        expect(paid).toHaveLength(1);
        const charges = await handle.db
          .select()
          .from(payments)
          .where(and(eq(payments.customerId, customerId), eq(payments.kind, 'payment')));
        expect(charges).toHaveLength(1);
        // At the bank (the offline provider's own records): one captured charge for the order.
        const [{ count }] = (await handle.db
          .select({ count: sql<number>`count(*)::int` })
          .from(offlinePaymentObjects)
          .where(
            and(
              eq(offlinePaymentObjects.object, 'payment_intent'),
              sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' = ${String(paid[0]!.id)}`,
            ),
          )) as [{ count: number }];
        expect(count).toBe(1);
      } finally {
        await runtime.stop();
      }
    });
  }, 180_000);

  it('a box whose worker died between its order and its lines is retried by another worker: one order with its lines, one charge', async () => {
    // A fixed box and clock: the same for the dead worker and the one after it. The worker dies
    // inside the transaction that writes the order and its lines (a SIGKILL rolls it back).
    const delivery = '2026-07-15';
    const now = new Date(`${chargeDay(delivery)}T17:00:00Z`);
    const { customerId, subscriptionId } = await withDatabase(async ({ db }) => {
      const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: delivery });
      await saveCardOnFile(db, subscribed.customer.id);
      return { customerId: subscribed.customer.id, subscriptionId: subscribed.subscription.id };
    });
    await killWorkerAt(
      { CHILD_DB: target, CHILD_MODE: 'box', CHILD_NOW: now.toISOString() },
      'HANG between-writes',
    );

    // Right after the kill: the order was written with its lines in one transaction, so it is
    // there with them or not at all.
    await withDatabase(async ({ db }) => {
      const made = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
      for (const order of made)
        expect(
          await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
        ).not.toEqual([]);
    });

    await withDatabase(async (handle) => {
      const runtime = await startJobs({
        handle,
        work: true,
        clock: () => now,
        pollingIntervalSeconds: 0.5,
        superviseIntervalSeconds: 1,
      });
      try {
        // The box's jobs (keyed by the box): pg-boss's retry of the dead worker's job, and the one
        // the new worker's finder may queue beside it while that one is active (stately: one
        // queued, one active per key). Whichever runs first charges the box; the other finds it
        // done.
        const boxKey = `box:${subscriptionId}:${delivery}`;
        const jobs = await eventually(async () => {
          const found = await runtime.boss.findJobs<object>('renewal-charges', { key: boxKey });
          return found.length > 0 && found.every((job) => job.state === 'completed')
            ? found
            : undefined;
        }, 60_000);
        expect(jobs.filter((job) => job.retryCount >= 1)).toHaveLength(1);
        expect(jobs.map((job) => job.output)).toContainEqual({ ordered: true, step: 'paid' });
        expect(await unfinishedJobs(runtime, 'renewal-charges')).toBe(0);
        const made = await handle.db
          .select()
          .from(orders)
          .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
        expect(made.map((order) => order.status)).toEqual(['paid']);
        const lines = await handle.db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, made[0]!.id));
        expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(made[0]!.subtotalCents);
        const [{ count }] = (await handle.db
          .select({ count: sql<number>`count(*)::int` })
          .from(offlinePaymentObjects)
          .where(
            and(
              eq(offlinePaymentObjects.object, 'payment_intent'),
              sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' = ${String(made[0]!.id)}`,
            ),
          )) as [{ count: number }];
        expect(count).toBe(1);
      } finally {
        await runtime.stop();
      }
    });
  }, 120_000);
});
