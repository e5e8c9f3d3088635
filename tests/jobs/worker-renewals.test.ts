import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, subscriptions } from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { eventually, unfinishedJobs, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';

describe('the job worker: renewals', () => {
  const database = useTestDatabase({ seed: true });
  const startWorker = useJobRuntimes(() => database.handle());
  const dueDelivery = earliestDelivery(shopToday(clockNow()));
  // Noon (Eastern) on the charge day: the worker is told it is then instead of waiting for it.
  const chargeTime = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);

  async function dueCustomer() {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
    await saveCardOnFile(db, subscribed.customer.id);
    return subscribed;
  }

  const paidRenewals = async (customerId: number) =>
    (await database.db().select().from(orders).where(eq(orders.customerId, customerId))).filter(
      (order) => order.kind === 'renewal' && order.status === 'paid',
    );

  it('charges a due box with no manual call: the worker runs the renewal job when it starts', async () => {
    const { customer, subscription } = await dueCustomer();
    await startWorker({ clock: () => chargeTime });
    const paid = await eventually(async () => {
      const made = await paidRenewals(customer.id);
      return made.length ? made : undefined;
    });
    expect(paid).toHaveLength(1);
    const [moved] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(moved!.nextDeliveryDate > dueDelivery).toBe(true);
  });

  it('two workers on one database charge a due box once', async () => {
    const { customer } = await dueCustomer();
    const [first, second] = await Promise.all([
      startWorker({ clock: () => chargeTime }),
      startWorker({ clock: () => chargeTime }),
    ]);
    await Promise.all([first.triggerRenewals(), second.triggerRenewals()]);
    await eventually(async () => (await paidRenewals(customer.id)).length > 0);
    // Let both workers drain whatever they queued before counting.
    await eventually(async () => {
      const counts = await unfinishedJobs(first, 'renewals');
      return counts === 0;
    });
    await first.triggerRenewals();
    await eventually(async () => (await unfinishedJobs(first, 'renewals')) === 0);
    expect(await paidRenewals(customer.id)).toHaveLength(1);
    const charges = (
      await database.db().select().from(payments).where(eq(payments.customerId, customer.id))
    ).filter((payment) => payment.kind === 'payment' && payment.status === 'succeeded');
    expect(charges).toHaveLength(1);
  });
});
