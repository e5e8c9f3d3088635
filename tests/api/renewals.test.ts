import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  customers,
  offers,
  offlinePaymentObjects,
  orderItems,
  orders,
  outboxEmails,
  payments,
  subscriptions,
} from '@/server/db/schema';
import {
  addDays,
  earliestDelivery,
  nextDeliveryAfter,
  shopToday,
} from '@/domain/delivery-schedule';
import { chargeDay, reminderDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { saveCardOnFile } from '../factories/payment-methods';
import { useTestDatabase } from '../helpers/test-db';
import { createPet } from '../factories/pets';
import { nextBox } from '@/domain/next-box';
import { planSku } from '@/domain/plan-sku';
import { clockNow, clockNowMs } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.wednesday);

// The pricing rule, counted (and otherwise itself): a run prices each box once.
vi.mock('@/domain/next-box', async (original) => {
  const real = await original<typeof import('@/domain/next-box')>();
  return { ...real, nextBox: vi.fn(real.nextBox) };
});

const HOUR = 3_600_000;

describe('the renewal job', () => {
  const database = useTestDatabase({ seed: true });
  const today = shopToday(clockNow());
  // The first box the kitchen can still make on time, and noon (Eastern) on its charge day.
  const dueDelivery = earliestDelivery(today);
  const chargeTime = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);

  async function dueCustomer(
    card = 'pm_card_visa',
    options: { credit?: number; nextDeliveryDate?: string } = {},
  ) {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db, {
      nextDeliveryDate: options.nextDeliveryDate ?? dueDelivery,
      addons: [
        { sku: 'ZOOMIES01', quantity: 2, frequency: 2, product_type: 'SP', start_cycle: 1 },
        { sku: 'BELLYRUBS01', quantity: 1, frequency: 2, product_type: 'SP', start_cycle: 0 },
      ],
    });
    await saveCardOnFile(db, subscribed.customer.id, card);
    if (options.credit)
      await db
        .update(customers)
        .set({ creditCents: options.credit })
        .where(eq(customers.id, subscribed.customer.id));
    return subscribed;
  }

  const run = (at = chargeTime) =>
    runRenewals(database.db(), getPaymentProvider(database.db()), at);
  const ordersOf = (db: Database, customerId: number) =>
    db.select().from(orders).where(eq(orders.customerId, customerId));
  const chargesOf = async (db: Database, customerId: number) =>
    (await db.select().from(payments).where(eq(payments.customerId, customerId))).filter(
      (payment) => payment.kind === 'payment',
    );
  const subscriptionOf = async (db: Database, id: number) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const emailsTo = (db: Database, to: string) =>
    db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('run twice, and twice at once, charges a due box once and moves the plan on once', async () => {
    const db = database.db();
    const { customer, subscription } = await dueCustomer();
    await Promise.all([run(), run()]);
    await run();
    const made = await ordersOf(db, customer.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: 'renewal', status: 'paid', chargeAttempts: 1 });
    const charges = await chargesOf(db, customer.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', amountCents: made[0]!.totalCents });
    const intents = await db
      .select()
      .from(offlinePaymentObjects)
      .where(eq(offlinePaymentObjects.object, 'payment_intent'));
    const [withProvider] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(
      intents.filter((intent) => intent.data.customer === withProvider!.providerCustomerId),
    ).toHaveLength(1);
    const after = await subscriptionOf(db, subscription.id);
    expect(after.nextDeliveryDate).toBe(nextDeliveryAfter(subscription.nextDeliveryDate, 2));
    expect(after.cycle).toBe(2);
    const receipts = (await emailsTo(db, customer.email)).filter(
      (email) => email.kind === 'order_confirmation',
    );
    expect(receipts).toHaveLength(1);
  });

  it('puts the plan and the extras due in this box on the order, with tax', async () => {
    const db = database.db();
    const { customer } = await dueCustomer();
    await run();
    const [order] = await ordersOf(db, customer.id);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    // Cycle 1: Zoomies (every other box from box 1) ships; Belly Rubs (from box 0) does not.
    expect(items.map((item) => [item.sku, item.quantity])).toEqual([
      [expect.stringMatching(/^FR_/), 1],
      ['ZOOMIES01', 2],
    ]);
    expect(order!.subtotalCents).toBe(items.reduce((sum, item) => sum + item.totalCents, 0));
    expect(order!.totalCents).toBe(order!.subtotalCents + order!.taxCents);
  });

  it('spends referral credit on the box, once', async () => {
    const db = database.db();
    const { customer } = await dueCustomer('pm_card_visa', { credit: 1500 });
    await Promise.all([run(), run()]);
    const [order] = await ordersOf(db, customer.id);
    expect(order).toMatchObject({ creditCents: 1500, discountCents: 1500, status: 'paid' });
    expect(order!.totalCents).toBe(order!.subtotalCents - 1500 + order!.taxCents);
    const [after] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after!.creditCents).toBe(0);
  });

  it('keeps an every-box code on the plan, and spends a first-box code on one box', async () => {
    const db = database.db();
    await db.insert(offers).values({
      code: 'EVERYBOX5',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      percentBps: 500,
      appliesTo: 'EVERY_BOX',
    });
    const every = await dueCustomer();
    const once = await dueCustomer();
    await db
      .update(subscriptions)
      .set({ offerCode: 'EVERYBOX5' })
      .where(eq(subscriptions.id, every.subscription.id));
    await db
      .update(subscriptions)
      .set({ offerCode: 'WELCOMEBACK15' })
      .where(eq(subscriptions.id, once.subscription.id));
    await run();
    const [everyOrder] = await ordersOf(db, every.customer.id);
    const [onceOrder] = await ordersOf(db, once.customer.id);
    expect(everyOrder).toMatchObject({ couponCode: 'EVERYBOX5', status: 'paid' });
    expect(everyOrder!.discountCents).toBeGreaterThan(0);
    expect(onceOrder).toMatchObject({ couponCode: 'WELCOMEBACK15', discountCents: 1500 });
    expect((await subscriptionOf(db, every.subscription.id)).offerCode).toBe('EVERYBOX5');
    expect((await subscriptionOf(db, once.subscription.id)).offerCode).toBeNull();
    const [counted] = await db.select().from(offers).where(eq(offers.code, 'EVERYBOX5'));
    expect(counted!.uses).toBe(1);
  });

  it('emails one reminder before the charge, and charges nothing yet', async () => {
    const db = database.db();
    const { customer } = await createSubscribedCustomer(db, {
      nextDeliveryDate: addDays(dueDelivery, 3),
    });
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const reminderTime = new Date(`${reminderDay(addDays(dueDelivery, 3))}T17:00:00Z`);
    const first = await run(reminderTime);
    await run(reminderTime);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const reminders = (await emailsTo(db, customer.email)).filter(
      (email) => email.kind === 'renewal_reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('/account/');
    expect(await ordersOf(db, customer.id)).toHaveLength(0);
  });

  it('retries a declined card later, tells the customer, and charges a new card once saved', async () => {
    const db = database.db();
    const { customer, subscription } = await dueCustomer('pm_card_chargeDeclined');
    const now = chargeTime;
    await run(now);
    let [order] = await ordersOf(db, customer.id);
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 1 });
    expect(order!.retryAt!.getTime()).toBeGreaterThan(now.getTime() + 23 * HOUR);
    const notices = (await emailsTo(db, customer.email)).filter(
      (email) => email.kind === 'payment_failed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('/account/edit-payment/');

    await run(now);
    [order] = await ordersOf(db, customer.id);
    expect(order!.chargeAttempts).toBe(1);

    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    // Saving a card makes declined renewals due at once (at the real clock's now).
    await run(new Date(Math.max(clockNowMs(), now.getTime()) + 1000));
    [order] = await ordersOf(db, customer.id);
    expect(order).toMatchObject({ status: 'paid', chargeAttempts: 2 });
    const succeeded = (await chargesOf(db, customer.id)).filter((c) => c.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    expect((await subscriptionOf(db, subscription.id)).cycle).toBe(2);
  });

  it('pauses the plan after the last declined attempt', async () => {
    const db = database.db();
    const { customer, subscription } = await dueCustomer('pm_card_chargeDeclinedInsufficientFunds');
    const start = chargeTime;
    await run(start);
    await run(new Date(start.getTime() + 25 * HOUR));
    await run(new Date(start.getTime() + 25 * HOUR + 73 * HOUR));
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customer.id), eq(orders.kind, 'renewal')));
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 3, retryAt: null });
    expect((await subscriptionOf(db, subscription.id)).status).toBe('paused');
    expect(await chargesOf(db, customer.id)).toHaveLength(3);
  });

  it('prices a due box once per run, not every plan of the customer at each step', async () => {
    const db = database.db();
    const { customer, subscription } = await dueCustomer();
    // A second pup whose box is weeks away: nothing to remind of or charge in this run.
    const pup = await createPet(db, customer.id, { name: 'Maple' });
    await db.insert(subscriptions).values({
      customerId: customer.id,
      petId: pup.id,
      sku: planSku('FR', pup.kcalories_per_day, { fresh: ['chicken'], dry: [] }),
      weeksOfFood: 4,
      nextDeliveryDate: addDays(dueDelivery, 28),
    });
    vi.mocked(nextBox).mockClear();
    const summary = await run();
    expect(summary).toMatchObject({ ordered: 1, charged: 1 });
    expect(vi.mocked(nextBox)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(nextBox).mock.calls[0]![0].plan.sku).toBe(subscription.sku);
  });
});
