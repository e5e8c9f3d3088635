import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  orderItems,
  orders,
  outboxEmails,
  paymentMethods,
  subscriptions,
} from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { reminderDay } from '@/domain/renewal-schedule';
import {
  cardExpiryJob,
  customerNoticeJob,
  priceChangeNoticesJob,
  yearlyRemindersJob,
  type JobDependencies,
} from '@/server/jobs/job-handlers';
import { QUEUES } from '@/server/jobs/queues';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { runFannedOut, sentCount } from '../helpers/fan-out';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';

const DAY = 86_400_000;

describe('the daily notices on the queue', () => {
  const database = useTestDatabase({ seed: true });
  const startWorker = useJobRuntimes(() => database.handle());
  const now = new Date(`${shopToday(clockNow())}T15:00:00Z`);
  const today = shopToday(now);
  const deps = (at: Date): Omit<JobDependencies, 'enqueue'> => ({
    db: database.db(),
    provider: () => getPaymentProvider(database.db()),
    transport: () => async () => undefined,
    clock: () => at,
    enqueueEmail: async () => undefined,
  });
  /** A daily finder, then the notices it queued, as workers run them: how many were sent. */
  const daily = async (finder: typeof cardExpiryJob, at: Date) => ({
    sent: sentCount((await runFannedOut(deps(at), finder, customerNoticeJob)).results),
  });
  const mail = (db: Database, to: string, kind: string) =>
    db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)));
  const cancel = (db: Database, id: number) =>
    db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, id));

  /** A paid box for the pup with exactly the next box's lines, at other prices. */
  async function lastBox(
    db: Database,
    subscribed: Awaited<ReturnType<typeof createSubscribedCustomer>>,
    options: { unitOff: number; discount: number },
  ) {
    const [view] = await listSubscriptions(db, subscribed.customer.id, subscribed.subscription.id);
    const lines = view!.next_box.lines.map((line) => ({
      ...line,
      unit_cents: line.unit_cents - options.unitOff,
      total_cents: (line.unit_cents - options.unitOff) * line.quantity,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.total_cents, 0);
    const [order] = await db
      .insert(orders)
      .values({
        customerId: subscribed.customer.id,
        kind: 'first_box',
        status: 'paid',
        subtotalCents: subtotal,
        discountCents: options.discount,
        totalCents: subtotal - options.discount,
        shippingAddress: { ...SHIPPING },
        deliveryDate: addDays(today, -10),
      })
      .returning();
    await db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        petId: subscribed.pet.id,
        sku: line.sku,
        productType: line.product_type,
        productName: line.product_name,
        quantity: line.quantity,
        unitCents: line.unit_cents,
        totalCents: line.total_cents,
      })),
    );
    return { order: order!, next: view!.next_box };
  }

  it('warns once about a card that runs out before the next box; not for a cancelled plan', async () => {
    const db = database.db();
    const next = addDays(today, 40);
    const expiring = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const cancelled = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const fine = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const thisMonth = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() };
    for (const { customer } of [expiring, cancelled, fine]) {
      const card = await saveCardOnFile(db, customer.id);
      await db
        .update(paymentMethods)
        .set(customer.id === fine.customer.id ? { expMonth: 1, expYear: 2099 } : thisMonth)
        .where(eq(paymentMethods.id, card.id));
    }
    await cancel(db, cancelled.subscription.id);

    expect(await daily(cardExpiryJob, now)).toMatchObject({ sent: 1 });
    expect(await daily(cardExpiryJob, new Date(now.getTime() + DAY))).toEqual({ sent: 0 });
    const [warning, ...more] = await mail(db, expiring.customer.email, 'card_expiry');
    expect(more).toHaveLength(0);
    expect(warning!.text).toContain('ending in 4242');
    expect(warning!.html).toContain('/account/edit-payment/');
    expect(await mail(db, cancelled.customer.email, 'card_expiry')).toHaveLength(0);
    expect(await mail(db, fine.customer.email, 'card_expiry')).toHaveLength(0);
  });

  it('sends the yearly reminder once around the anniversary; not for a cancelled plan', async () => {
    const db = database.db();
    const yearAgo = new Date(now.getTime() - 363 * DAY);
    const yearly = await createSubscribedCustomer(db);
    const cancelled = await createSubscribedCustomer(db);
    const recent = await createSubscribedCustomer(db);
    for (const { subscription } of [yearly, cancelled])
      await db
        .update(subscriptions)
        .set({ createdAt: yearAgo })
        .where(eq(subscriptions.id, subscription.id));
    await cancel(db, cancelled.subscription.id);

    const first = await daily(yearlyRemindersJob, now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await daily(yearlyRemindersJob, new Date(now.getTime() + 3 * DAY));
    const reminders = await mail(db, yearly.customer.email, 'yearly_reminder');
    expect(reminders).toHaveLength(1);
    const [view] = await listSubscriptions(db, yearly.customer.id, yearly.subscription.id);
    const amount = `$${(view!.next_box.total / 100).toFixed(2)}`;
    expect(reminders[0]!.text).toContain(`renews automatically every 2 weeks, at ${amount}`);
    expect(reminders[0]!.text).toContain('cancel your plan');
    expect(await mail(db, cancelled.customer.email, 'yearly_reminder')).toHaveLength(0);
    expect(await mail(db, recent.customer.email, 'yearly_reminder')).toHaveLength(0);
  });

  it('announces a price rise the customer did not choose once, 7+ days ahead; not when cancelled', async () => {
    const db = database.db();
    const next = addDays(today, 12);
    const dearer = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const discounted = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const cancelled = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const same = await createSubscribedCustomer(db, { nextDeliveryDate: next });
    const raised = await lastBox(db, dearer, { unitOff: 100, discount: 0 });
    const firstBox = await lastBox(db, discounted, { unitOff: 0, discount: 2000 });
    await lastBox(db, cancelled, { unitOff: 100, discount: 0 });
    await lastBox(db, same, { unitOff: 0, discount: 0 });
    await cancel(db, cancelled.subscription.id);

    expect(await daily(priceChangeNoticesJob, now)).toMatchObject({ sent: 2 });
    expect(await daily(priceChangeNoticesJob, new Date(now.getTime() + DAY))).toEqual({
      sent: 0,
    });
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const [catalogue, ...more] = await mail(db, dearer.customer.email, 'price_change');
    expect(more).toHaveLength(0);
    expect(catalogue!.text).toContain(
      `${money(raised.next.total)}, up from ${money(raised.order.totalCents)}`,
    );
    expect(catalogue!.text).toContain('the price of a recipe or extra in the box has gone up');
    const [ended] = await mail(db, discounted.customer.email, 'price_change');
    expect(ended!.text).toContain(`up from ${money(firstBox.order.totalCents)}`);
    expect(ended!.text).toContain('the $20.00 discount on your last box has ended');
    expect(await mail(db, cancelled.customer.email, 'price_change')).toHaveLength(0);
    expect(await mail(db, same.customer.email, 'price_change')).toHaveLength(0);

    // The reminder before that first full-price box says the discount has ended.
    await saveCardOnFile(db, discounted.customer.id);
    await runRenewals(db, getPaymentProvider(db), new Date(`${reminderDay(next)}T17:00:00Z`));
    const [reminder] = await mail(db, discounted.customer.email, 'renewal_reminder');
    expect(reminder!.text).toContain('Your introductory discount has ended');
    expect(reminder!.text).toContain(`instead of ${money(firstBox.order.totalCents)}`);
  });

  it('schedules the three daily notices and runs them on the worker with its clock', async () => {
    const db = database.db();
    const runtime = await startWorker({ clock: () => now });
    const schedules = (await runtime.boss.getSchedules()).map((schedule) => schedule.name);
    expect(schedules).toEqual(
      expect.arrayContaining([
        QUEUES.cardExpiry,
        QUEUES.yearlyReminders,
        QUEUES.priceChangeNotices,
      ]),
    );
    const subscribed = await createSubscribedCustomer(db);
    await db
      .update(subscriptions)
      .set({ createdAt: new Date(now.getTime() - 365 * DAY) })
      .where(eq(subscriptions.id, subscribed.subscription.id));
    await runtime.boss.send(QUEUES.yearlyReminders, {}, { singletonKey: QUEUES.yearlyReminders });
    const sent = await eventually(
      async () => (await mail(db, subscribed.customer.email, 'yearly_reminder')).length,
    );
    expect(sent).toBe(1);
  });
});
