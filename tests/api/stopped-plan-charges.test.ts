import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import pauseRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/pause';
import {
  creditEntries,
  customers,
  orders,
  outboxEmails,
  paymentMethods,
  payments,
  subscriptions,
} from '@/server/db/schema';
import { addDays, earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay, RETRY_DELAYS_HOURS } from '@/domain/renewal-schedule';
import type { JobDependencies } from '@/server/jobs/job-handlers';
import type { UnitJob } from '@/server/jobs/fan-out';
import { renewalChargeJob, renewalsJob, type RenewalChargeJob } from '@/server/jobs/renewal-jobs';
import { getPaymentProvider } from '@/server/payments';
import { takeOrder } from '@/server/services/renewals/due-renewals';
import { chargeRenewal } from '@/server/services/renewals/renewal-charge';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { runClockAt } from '@/server/services/renewals/run-clock';
import { pickList } from '@/server/services/fulfilment/fulfilment-service';
import { clockNow, setClockForTests } from '@/server/clock';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';
import { useTestDatabase } from '../helpers/test-db';

atShopDate(AWKWARD_DAYS.wednesday);

const HOUR = 3_600_000;

/**
 * Issue 49, item 1: a renewal declined, then the plan cancelled (or paused), then the renewal and
 * retry jobs run past every retry time. The attack charged the card and shipped the box.
 */
describe('a plan stopped after a declined renewal is never charged', () => {
  const database = useTestDatabase({ seed: true });
  const cancelCall = useRoute(cancelRoute);
  const pauseCall = useRoute(pauseRoute);
  const provider = () => getPaymentProvider(database.db());
  const dueDelivery = earliestDelivery(shopToday(clockNow()));
  const chargeTime = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
  // Every retry time and a day past the last, on the clock every job reads.
  const retryTimes = RETRY_DELAYS_HOURS.reduce<Date[]>(
    (times, hours) => [...times, new Date(times.at(-1)!.getTime() + hours * HOUR + HOUR)],
    [chargeTime],
  ).slice(1);
  const pastEveryRetry = new Date(retryTimes.at(-1)!.getTime() + 24 * HOUR);

  afterEach(() => setClockForTests(AWKWARD_DAYS.wednesday));

  async function declinedRenewal(card = 'pm_card_chargeDeclinedInsufficientFunds') {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
    await saveCardOnFile(db, subscribed.customer.id, card);
    await db
      .update(customers)
      .set({ creditCents: 500 })
      .where(eq(customers.id, subscribed.customer.id));
    setClockForTests(chargeTime);
    await runRenewals(db, provider());
    const [order] = await ordersOf(subscribed.customer.id);
    return { ...subscribed, order: order! };
  }

  const ordersOf = (customerId: number) =>
    database
      .db()
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal')));

  const cancel = (id: number, token: string) =>
    cancelCall({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/cancel/`,
      params: { subscriptionId: String(id) },
      token,
      body: { reason: 'Too expensive' },
    });
  const pause = (id: number, token: string) =>
    pauseCall({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/pause/`,
      params: { subscriptionId: String(id) },
      token,
      body: {},
    });

  /** The card is good now: a new card saved, or (no change) the same card with money on it. */
  async function cardIsGoodAgain(customerId: number, changeCard: boolean) {
    const db = database.db();
    if (changeCard) return saveCardOnFile(db, customerId, 'pm_card_visa');
    await db
      .update(paymentMethods)
      .set({ cardToken: 'pm_card_visa' })
      .where(eq(paymentMethods.customerId, customerId));
  }

  /**
   * The scheduled renewal job and every charge job it queues, at each retry time; plus the
   * retry job queued for the declined box before the plan was stopped (still in the queue).
   */
  async function runJobsPastEveryRetry(orderId: number) {
    const db = database.db();
    for (const at of [...retryTimes, pastEveryRetry]) {
      setClockForTests(at);
      const queued: UnitJob[] = [];
      const deps = {
        db,
        provider,
        clock: clockNow,
        enqueue: async (jobs: UnitJob[]) => void queued.push(...jobs),
      } as unknown as JobDependencies;
      await renewalsJob(deps)();
      queued.push({
        queue: 'renewal-charges',
        key: 'before-cancel',
        data: { kind: 'order', orderId },
      });
      for (const job of queued)
        if (job.queue === 'renewal-charges')
          await renewalChargeJob(deps)(job.data as RenewalChargeJob);
      await runRenewals(db, provider());
    }
  }

  async function pickListCounts(from: string) {
    const db = database.db();
    const days = Array.from({ length: 12 }, (_, i) => addDays(from, i));
    const lists = await Promise.all(days.map((day) => pickList(db, day)));
    return lists.map((list) => ({ recipes: list.recipes, addons: list.addons }));
  }

  async function expectNothingCharged(customerId: number, email: string, before: unknown) {
    const db = database.db();
    const charged = (
      await db.select().from(payments).where(eq(payments.customerId, customerId))
    ).filter((payment) => payment.kind === 'payment' && payment.status === 'succeeded');
    expect(charged).toEqual([]);
    const receipts = (
      await db.select().from(outboxEmails).where(eq(outboxEmails.to, email))
    ).filter((sent) => sent.kind === 'order_confirmation');
    expect(receipts).toEqual([]);
    const [order] = await ordersOf(customerId);
    expect(order).toMatchObject({ status: 'payment_failed', retryAt: null });
    expect(await pickListCounts(dueDelivery)).toEqual(before);
  }

  it.each([
    ['cancelled, then a new card saved', 'cancel', true],
    ['cancelled, the same card good again', 'cancel', false],
    ['paused, then a new card saved', 'pause', true],
    ['paused, the same card good again', 'pause', false],
  ] as const)('%s: no charge, no receipt, no box to pick', async (_, stop, changeCard) => {
    const db = database.db();
    const { customer, token, subscription, order } = await declinedRenewal();
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 1, creditCents: 500 });
    const before = await pickListCounts(dueDelivery);

    const stopped = await (stop === 'cancel' ? cancel : pause)(subscription.id, token);
    expect(stopped.status).toBe(200);
    const [closed] = await ordersOf(customer.id);
    expect(closed).toMatchObject({ status: 'payment_failed', retryAt: null });
    // The credit spent on the box that will not come is the customer's again.
    const [account] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(account!.creditCents).toBe(500);
    const restored = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, customer.id), eq(creditEntries.kind, 'restore')));
    expect(restored).toHaveLength(1);

    await cardIsGoodAgain(customer.id, changeCard);
    await runJobsPastEveryRetry(order.id);
    await expectNothingCharged(customer.id, customer.email, before);
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(plan!.status).toBe(stop === 'cancel' ? 'cancelled' : 'paused');
  });

  it('a charge waiting for the bank check is cancelled at the provider when the plan is cancelled', async () => {
    const db = database.db();
    const { customer, token, subscription, order } = await declinedRenewal(
      'pm_card_authenticationRequired',
    );
    expect(order.status).toBe('requires_action');
    const [waiting] = await db.select().from(payments).where(eq(payments.id, order.paymentId!));

    expect((await cancel(subscription.id, token)).status).toBe(200);
    expect((await provider().retrievePaymentIntent(waiting!.providerId)).status).toBe('canceled');
    const [released] = await db.select().from(payments).where(eq(payments.id, waiting!.id));
    expect(released!.status).toBe('canceled');
    await runJobsPastEveryRetry(order.id);
    const [closed] = await ordersOf(customer.id);
    expect(closed).toMatchObject({ status: 'payment_failed', retryAt: null });
  });

  it('a run that took the box just before the cancel does not charge it (the charge step’s guard)', async () => {
    const db = database.db();
    const { customer, token, subscription, order } = await declinedRenewal();
    await cardIsGoodAgain(customer.id, true);
    setClockForTests(retryTimes[0]!);
    const clock = runClockAt(clockNow());
    const [seen] = await db.select().from(orders).where(eq(orders.id, order.id));
    const taken = await takeOrder(db, seen!, clock);
    expect(taken?.status).toBe('processing');

    expect((await cancel(subscription.id, token)).status).toBe(200);
    expect(await chargeRenewal(db, provider(), { order: taken!, clock })).toBe('payment_failed');
    const [closed] = await ordersOf(customer.id);
    expect(closed).toMatchObject({ status: 'payment_failed', retryAt: null, chargeAttempts: 1 });
    const charged = (
      await db.select().from(payments).where(eq(payments.customerId, customer.id))
    ).filter((payment) => payment.status === 'succeeded');
    expect(charged).toEqual([]);
    const [account] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(account!.creditCents).toBe(500);
  });
});
