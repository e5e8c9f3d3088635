import { readAll } from '@/server/db/read-all';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, subscriptions } from '@/server/db/schema';
import { dueThrough } from '@/domain/renewal-schedule';
import type { PaymentProvider } from '@/server/payments';
import {
  boxesToRemind,
  CHARGEABLE,
  dueBoxes,
  ordersToCharge,
  renewalKey,
  takeOrder,
  type BoxUnit,
  type OrderUnit,
} from './due-renewals';
import { chargeRenewal } from './renewal-charge';
import { createRenewalOrder, priceDueBox } from './renewal-order';
import type { RecordedStep } from './renewal-transitions';
import type { RunClock } from './run-clock';

/**
 * What one unit of renewal work came to: whether it made the box's order, the charge's step
 * (null: nothing charged), and, for an order another run holds or whose retry is later, the
 * order as seen (its retryAt: when it may be taken; the job queues it again for then).
 */
export interface UnitOutcome {
  ordered: boolean;
  step: RecordedStep | null;
  held?: OrderUnit;
}

const NOTHING: UnitOutcome = { ordered: false, step: null };

/** Everything due as of the clock: the finder's few queries, each unit run on its own after. */
export async function findRenewalWork(db: Database, clock: RunClock) {
  const [reminders, boxes, charges] = await readAll(db, [
    () => boxesToRemind(db, clock),
    () => dueBoxes(db, clock),
    () => ordersToCharge(db, clock),
  ]);
  return { reminders, boxes, charges };
}

/**
 * One due box: its order made (with its lines, in one transaction) and charged. A plan that
 * changed since it was found (skipped, paused, renewed) is left alone; a box whose order exists
 * already (this job's earlier try, whose worker died, or another run) goes on as that order.
 */
export async function renewBox(
  db: Database,
  provider: PaymentProvider,
  unit: BoxUnit,
  clock: RunClock,
): Promise<UnitOutcome> {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, unit.subscriptionId));
  if (
    !subscription ||
    subscription.status !== 'active' ||
    subscription.chargeHold !== null ||
    subscription.nextDeliveryDate !== unit.deliveryDate ||
    unit.deliveryDate > dueThrough(clock.today)
  )
    return NOTHING;
  const box = await priceDueBox(db, subscription);
  const order = await createRenewalOrder(db, { subscription, box, clock });
  if (order) return { ordered: true, step: await chargeRenewal(db, provider, { order, clock }) };
  const [made] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.renewalKey, renewalKey(unit.subscriptionId, unit.deliveryDate)));
  return made ? chargeOrder(db, provider, { orderId: made.id }, clock) : NOTHING;
}

/**
 * One renewal order charged (again), if it is still waiting for a charge as of the clock: taken
 * with a conditional update first, so of two jobs (or runs) only one charges it.
 */
export async function chargeOrder(
  db: Database,
  provider: PaymentProvider,
  unit: Pick<OrderUnit, 'orderId'>,
  clock: RunClock,
): Promise<UnitOutcome> {
  const [seen] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, unit.orderId),
        eq(orders.kind, 'renewal'),
        inArray(orders.status, CHARGEABLE),
      ),
    );
  if (!seen?.retryAt) return NOTHING;
  if (seen.retryAt > clock.now) {
    const { status, chargeAttempts, retryAt } = seen;
    return { ...NOTHING, held: { orderId: seen.id, status, chargeAttempts, retryAt } };
  }
  const order = await takeOrder(db, seen, clock);
  if (!order) return { ...NOTHING, step: 'taken' };
  return { ordered: false, step: await chargeRenewal(db, provider, { order, clock }) };
}
