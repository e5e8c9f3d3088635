import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  offlinePaymentObjects,
  orders,
  outboxEmails,
  payments,
  renewalAttempts,
  subscriptions,
} from '@/server/db/schema';
import { addDays } from '@/domain/delivery-schedule';
import { chargeDay, reminderDay, RENEWAL_LEASE_MS } from '@/domain/renewal-schedule';
import type { UnitJob } from '@/server/jobs/fan-out';
import { renewalChargeJob, renewalsJob, type JobDependencies } from '@/server/jobs/job-handlers';
import type { JobRuntime } from '@/server/jobs/job-runtime';
import { QUEUE_SETTINGS, QUEUES, slotsFor } from '@/server/jobs/queues';
import { boxJob } from '@/server/jobs/renewal-jobs';
import { getPaymentProvider } from '@/server/payments';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

// A fixed calendar: the box, the moment it is charged, the moment its reminder goes out.
const DELIVERY = '2026-07-15';
const CHARGE_AT = new Date(`${chargeDay(DELIVERY)}T17:00:00Z`);
const REMIND_AT = new Date(`${reminderDay(DELIVERY)}T17:00:00Z`);

describe('renewals fan out: one job per box, reminder and retry', () => {
  const database = useTestDatabase({ seed: true });
  const startRuntime = useJobRuntimes(() => database.handle());
  // Each test counts the jobs of its own plans only: the plans and jobs of the tests before it
  // are ended (the database is one per file).
  beforeEach(async () => {
    const db = database.db();
    await db.update(subscriptions).set({ status: 'cancelled' });
    const found = (await db.execute(
      sql`select to_regclass('job_queue.job') is not null as exists`,
    )) as unknown as { rows: Array<{ exists: boolean }> };
    const exists = found.rows[0]?.exists;
    if (exists) await db.execute(sql`delete from job_queue.job`);
  });

  const deps = (runtime: JobRuntime, at: Date): JobDependencies => ({
    db: database.db(),
    provider: () => getPaymentProvider(database.db()),
    transport: () => async () => undefined,
    clock: () => at,
    enqueueEmail: async () => undefined,
    enqueue: runtime.enqueue,
  });
  /** The renewal finder once, on a runtime that only queues (no worker takes the jobs). */
  const find = (runtime: JobRuntime, at: Date) => renewalsJob(deps(runtime, at))();

  async function jobs(runtime: JobRuntime, queue: string) {
    const { rows } = await runtime.boss
      .getDb()
      .executeSql(
        `select singleton_key as key, state, retry_count from job_queue.job where name = $1 order by singleton_key`,
        [queue],
      );
    return rows as Array<{ key: string; state: string; retry_count: number }>;
  }

  async function customerDue(db: Database, delivery = DELIVERY, card = 'pm_card_visa') {
    const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: delivery });
    await saveCardOnFile(db, subscribed.customer.id, card);
    return subscribed;
  }

  async function chargesOf(db: Database, customerId: number) {
    const made = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));
    const paid = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.kind, 'payment')));
    // At the bank (the offline provider's own records): the intents made for these orders.
    const [{ intents }] = (await db
      .select({ intents: sql<number>`count(*)::int` })
      .from(offlinePaymentObjects)
      .where(
        and(
          eq(offlinePaymentObjects.object, 'payment_intent'),
          sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' in (select id::text from ${orders} where ${orders.customerId} = ${customerId})`,
        ),
      )) as [{ intents: number }];
    return { orders: made, payments: paid, intents };
  }

  it('queues one job per due box, and a second finder run adds none', async () => {
    const db = database.db();
    const due = [await customerDue(db), await customerDue(db), await customerDue(db)];
    const later = await customerDue(db, addDays(DELIVERY, 14));
    const paused = await customerDue(db);
    await db
      .update(subscriptions)
      .set({ status: 'paused' })
      .where(eq(subscriptions.id, paused.subscription.id));
    const runtime = await startRuntime({ work: false });

    expect(await find(runtime, CHARGE_AT)).toMatchObject({ queued: { boxes: 3, charges: 0 } });
    const expected = due.map(({ subscription }) => `box:${subscription.id}:${DELIVERY}`).sort();
    expect((await jobs(runtime, 'renewal-charges')).map((job) => job.key)).toEqual(expected);
    await find(runtime, CHARGE_AT);
    expect((await jobs(runtime, 'renewal-charges')).map((job) => job.key)).toEqual(expected);
    expect(await chargesOf(db, later.customer.id)).toMatchObject({ orders: [], intents: 0 });
  });

  it('charges a box queued twice once, on the worker', async () => {
    const db = database.db();
    const { customer, subscription } = await customerDue(db);
    const queueOnly = await startRuntime({ work: false });
    const unit = { subscriptionId: subscription.id, deliveryDate: DELIVERY };
    await queueOnly.enqueue([boxJob(unit), boxJob(unit)]);
    await find(queueOnly, CHARGE_AT);
    expect(await jobs(queueOnly, 'renewal-charges')).toHaveLength(1);

    const worker = await startRuntime({ clock: () => CHARGE_AT });
    const [job] = await eventually(async () => {
      const found = await jobs(worker, 'renewal-charges');
      return found.every((row) => row.state === 'completed') ? found : undefined;
    });
    expect(job).toMatchObject({ key: `box:${subscription.id}:${DELIVERY}`, state: 'completed' });
    const charged = await chargesOf(db, customer.id);
    expect(charged.orders.map((order) => order.status)).toEqual(['paid']);
    expect(charged.payments.map((payment) => payment.status)).toEqual(['succeeded']);
    expect(charged.intents).toBe(1);
  });

  it('two workers taking the same box at once charge it once', async () => {
    const db = database.db();
    const { customer, subscription } = await customerDue(db);
    const queued: UnitJob[] = [];
    const charge = renewalChargeJob({
      ...deps({} as JobRuntime, CHARGE_AT),
      enqueue: async (jobs) => void queued.push(...jobs),
    });
    const data = { kind: 'box' as const, subscriptionId: subscription.id, deliveryDate: DELIVERY };
    const outcomes = await Promise.all([charge(data), charge(data)]);

    expect(outcomes.filter((outcome) => outcome.step === 'paid')).toHaveLength(1);
    const charged = await chargesOf(db, customer.id);
    expect(charged.orders).toHaveLength(1);
    expect(charged.payments).toHaveLength(1);
    expect(charged.intents).toBe(1);
    // The one that found the order held queued it again for when the hold ends; by then the
    // order is paid, and that job charges nothing.
    for (const job of queued) {
      expect(job.startAfter).toEqual(new Date(CHARGE_AT.getTime() + RENEWAL_LEASE_MS));
      const later = new Date(CHARGE_AT.getTime() + RENEWAL_LEASE_MS);
      const again = renewalChargeJob({ ...deps({} as JobRuntime, later), enqueue: async () => {} });
      expect(await again(job.data as never)).toEqual({ ordered: false, step: null });
    }
    expect((await chargesOf(db, customer.id)).intents).toBe(1);
  });

  it('fans out reminders: one job per box, sent once', async () => {
    const db = database.db();
    const { customer, subscription } = await customerDue(db);
    const queueOnly = await startRuntime({ work: false });
    expect(await find(queueOnly, REMIND_AT)).toMatchObject({
      queued: { reminders: 1, boxes: 0 },
    });
    await find(queueOnly, REMIND_AT);
    expect((await jobs(queueOnly, 'renewal-reminders')).map((job) => job.key)).toEqual([
      `reminder:${subscription.id}:${DELIVERY}`,
    ]);

    await startRuntime({ clock: () => REMIND_AT });
    const reminders = () =>
      db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'renewal_reminder')));
    await eventually(async () => (await reminders()).length > 0);
    await eventually(async () =>
      (await jobs(queueOnly, 'renewal-reminders')).every((job) => job.state === 'completed'),
    );
    // Sent: the finder no longer finds it.
    expect(await find(queueOnly, REMIND_AT)).toMatchObject({ queued: { reminders: 0 } });
    expect(await reminders()).toHaveLength(1);
    expect(await jobs(queueOnly, 'renewal-reminders')).toHaveLength(1);
  });

  it('fans out declined-charge retries: one job per retry, charged once', async () => {
    const db = database.db();
    const { customer } = await customerDue(db, DELIVERY, 'pm_card_chargeDeclined');
    const queueOnly = await startRuntime({ work: false });
    await find(queueOnly, CHARGE_AT);
    const [box] = await jobs(queueOnly, 'renewal-charges');
    const subscriptionId = Number(box!.key.split(':')[1]);
    // The box's job, run here: the card is declined.
    const charge = renewalChargeJob(deps(queueOnly, CHARGE_AT));
    expect(await charge({ kind: 'box', subscriptionId, deliveryDate: DELIVERY })).toEqual({
      ordered: true,
      step: 'payment_failed',
    });
    const [order] = (await chargesOf(db, customer.id)).orders;
    expect(order!.retryAt!.getTime()).toBeGreaterThan(CHARGE_AT.getTime());

    // The customer saves a good card; the retry is due a day later.
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const retryTime = new Date(order!.retryAt!.getTime() + 60_000);
    expect(await find(queueOnly, retryTime)).toMatchObject({ queued: { boxes: 0, charges: 1 } });
    await find(queueOnly, retryTime);
    const retries = (await jobs(queueOnly, 'renewal-charges')).filter((job) =>
      job.key.startsWith(`order:${order!.id}:`),
    );
    expect(retries.map((job) => job.key)).toEqual([
      `order:${order!.id}:payment_failed:1:${order!.retryAt!.toISOString()}`,
    ]);

    await startRuntime({ clock: () => retryTime });
    await eventually(async () => {
      const [now] = (await chargesOf(db, customer.id)).orders;
      return now?.status === 'paid';
    });
    const attempts = await db
      .select()
      .from(renewalAttempts)
      .where(eq(renewalAttempts.orderId, order!.id));
    expect(attempts.map((attempt) => attempt.outcome).sort()).toEqual(['declined', 'succeeded']);
    const charged = await chargesOf(db, customer.id);
    expect(charged.orders).toHaveLength(1);
    expect(charged.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  });

  it('runs JOB_CONCURRENCY charges at once per worker; reminders and notices expire after minutes', () => {
    expect(slotsFor(QUEUES.renewalCharges, 6)).toBe(6);
    expect(slotsFor(QUEUES.renewalReminders, 6)).toBe(2);
    expect(slotsFor(QUEUES.emailDelivery, 1)).toBe(1);
    expect(slotsFor(QUEUES.renewals, 6)).toBe(1);
    // A unit takes about a second; it expires (and is retried elsewhere) only when its worker
    // died. A charge sooner, just after its order's lease (renewal-lease.test.ts).
    for (const queue of [QUEUES.renewalReminders, QUEUES.customerNotices])
      expect(QUEUE_SETTINGS[queue]).toMatchObject({ policy: 'stately', expireInSeconds: 300 });
    expect(QUEUE_SETTINGS[QUEUES.renewalCharges]).toMatchObject({ policy: 'stately' });
  });
});
