import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, paymentMethods, subscriptions } from '@/server/db/schema';
import {
  cardExpiryJob,
  yearlyRemindersJob,
  type JobDependencies,
} from '@/server/jobs/job-handlers';
import type { JobRuntime } from '@/server/jobs/job-runtime';
import { getPaymentProvider } from '@/server/payments';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const NOW = new Date('2026-06-10T15:00:00Z');
const DAY = 86_400_000;

describe('daily notices fan out: one job per email', () => {
  const database = useTestDatabase({ seed: true });
  const startRuntime = useJobRuntimes(() => database.handle());

  const deps = (runtime: JobRuntime): JobDependencies => ({
    db: database.db(),
    provider: () => getPaymentProvider(database.db()),
    transport: () => async () => undefined,
    clock: () => NOW,
    enqueueEmail: async () => undefined,
    enqueue: runtime.enqueue,
  });

  async function noticeJobs(runtime: JobRuntime) {
    const { rows } = await runtime.boss
      .getDb()
      .executeSql(
        `select singleton_key as key, state, data from job_queue.job where name = 'customer-notices' order by singleton_key`,
        [],
      );
    return rows as Array<{ key: string; state: string; data: { kind: string; id: number } }>;
  }

  it('queues each notice once however often its finder runs, and the worker sends it once', async () => {
    const db = database.db();
    const yearly = await createSubscribedCustomer(db, { nextDeliveryDate: '2026-07-15' });
    await db
      .update(subscriptions)
      .set({ createdAt: new Date(NOW.getTime() - 365 * DAY) })
      .where(eq(subscriptions.id, yearly.subscription.id));
    const expiring = await createSubscribedCustomer(db, { nextDeliveryDate: '2026-07-15' });
    const card = await saveCardOnFile(db, expiring.customer.id);
    await db
      .update(paymentMethods)
      .set({ expMonth: 6, expYear: 2026 })
      .where(eq(paymentMethods.id, card.id));
    const queueOnly = await startRuntime({ work: false });

    expect(await yearlyRemindersJob(deps(queueOnly))()).toEqual({ queued: 1 });
    expect(await cardExpiryJob(deps(queueOnly))()).toEqual({ queued: 1 });
    await yearlyRemindersJob(deps(queueOnly))();
    await cardExpiryJob(deps(queueOnly))();
    const expected = [
      {
        key: `card-expiry:${card.id}:2026-6`,
        data: { kind: 'card-expiry', id: expiring.customer.id },
      },
      {
        key: `yearly-reminder:${yearly.subscription.id}:1`,
        data: { kind: 'yearly-reminder', id: yearly.subscription.id },
      },
    ];
    expect(await noticeJobs(queueOnly)).toMatchObject(expected);

    await startRuntime({ clock: () => NOW });
    await eventually(async () =>
      (await noticeJobs(queueOnly)).every((job) => job.state === 'completed'),
    );
    // Found again the same day: the same keys are queued again (a finished job no longer holds
    // its key) and run, and each finds its notice sent already: nothing is sent twice.
    await yearlyRemindersJob(deps(queueOnly))();
    await cardExpiryJob(deps(queueOnly))();
    await eventually(async () =>
      (await noticeJobs(queueOnly)).every((job) => job.state === 'completed'),
    );
    expect(new Set((await noticeJobs(queueOnly)).map((job) => job.key))).toEqual(
      new Set(expected.map((job) => job.key)),
    );
    const mail = (to: string, kind: string) =>
      db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)));
    expect(await mail(yearly.customer.email, 'yearly_reminder')).toHaveLength(1);
    expect(await mail(expiring.customer.email, 'card_expiry')).toHaveLength(1);
  });
});
