import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { offlinePaymentObjects, orders, subscriptions } from '@/server/db/schema';
import { chargeDay, RENEWAL_LEASE_MS } from '@/domain/renewal-schedule';
import { SUPERVISE_INTERVAL_SECONDS, QUEUE_SETTINGS, QUEUES } from '@/server/jobs/queues';
import { getPaymentProvider } from '@/server/payments';
import { holdingLease } from '@/server/services/renewals/lease-heartbeat';
import { createRenewalOrder, priceDueBox } from '@/server/services/renewals/renewal-order';
import { chargeOrder } from '@/server/services/renewals/renewal-units';
import { runClockAt } from '@/server/services/renewals/run-clock';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { eventually } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const DELIVERY = '2026-07-15';
const CHARGE_AT = new Date(`${chargeDay(DELIVERY)}T17:00:00Z`);
const BEAT_MS = 50;

async function intentsFor(db: Database, orderId: number) {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offlinePaymentObjects)
    .where(
      and(
        eq(offlinePaymentObjects.object, 'payment_intent'),
        sql`${offlinePaymentObjects.data}->'metadata'->>'order_id' = ${String(orderId)}`,
      ),
    )) as [{ count: number }];
  return count;
}

describe('the lease of a renewal order in flight', () => {
  const database = useTestDatabase({ seed: true });

  /** A due box's order, just made by a run at CHARGE_AT: held by it for one lease. */
  async function orderHeldByARun() {
    const db = database.db();
    const { customer, subscription } = await createSubscribedCustomer(db, {
      nextDeliveryDate: DELIVERY,
    });
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    const box = await priceDueBox(db, plan!);
    const order = await createRenewalOrder(db, {
      subscription: plan!,
      box,
      clock: runClockAt(CHARGE_AT),
    });
    return order!;
  }

  const retryAtOf = async (orderId: number) => {
    const [row] = await database
      .db()
      .select({ retryAt: orders.retryAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!.retryAt!;
  };

  it('is kept by a heartbeat while the charge runs, and taken over once its holder is gone', async () => {
    const db = database.db();
    const provider = getPaymentProvider(db);
    const order = await orderHeldByARun();
    const leaseEnd = order.retryAt!.getTime();
    expect(leaseEnd).toBe(CHARGE_AT.getTime() + RENEWAL_LEASE_MS);

    let finish = () => undefined as void;
    const charging = holdingLease(
      db,
      order,
      () => new Promise<void>((resolve) => (finish = resolve)),
      BEAT_MS,
    );
    // Three beats: the lease has moved on by three of them.
    await eventually(async () => (await retryAtOf(order.id)).getTime() >= leaseEnd + 3 * BEAT_MS);

    // Another run after the first lease would have ended: the order is still held, it charges nothing.
    const other = await chargeOrder(
      db,
      provider,
      { orderId: order.id },
      runClockAt(new Date(leaseEnd + 1)),
    );
    expect(other.step).toBeNull();
    expect(other.held?.retryAt.getTime()).toBeGreaterThan(leaseEnd);
    expect(await intentsFor(db, order.id)).toBe(0);

    // The holder stops (as a worker that died does): once its last lease ends, a run takes it.
    finish();
    await charging;
    const lastLease = await retryAtOf(order.id);
    const after = runClockAt(new Date(lastLease.getTime() + 1));
    expect(await chargeOrder(db, provider, { orderId: order.id }, after)).toEqual({
      ordered: false,
      step: 'paid',
    });
    expect(await chargeOrder(db, provider, { orderId: order.id }, after)).toEqual({
      ordered: false,
      step: null,
    });
    expect(await intentsFor(db, order.id)).toBe(1);
  });

  it('lets a dead worker’s charge job be retried within about a minute, after the lease ends', () => {
    const charges = QUEUE_SETTINGS[QUEUES.renewalCharges];
    // A live charge keeps its job past the order's lease; only a stalled one reaches its expiry.
    expect(charges.expireInSeconds! * 1000).toBeGreaterThan(RENEWAL_LEASE_MS);
    // The missed job heartbeat, the wait for pg-boss's monitor to see it, then the first retry's
    // delay (at most twice retryDelay with backoff): by then the order's lease is over too.
    const worstCase =
      charges.heartbeatSeconds! + SUPERVISE_INTERVAL_SECONDS + 2 * charges.retryDelay!;
    expect(worstCase * 1000).toBeGreaterThan(RENEWAL_LEASE_MS);
    expect(worstCase).toBeLessThanOrEqual(60);
  });
});
