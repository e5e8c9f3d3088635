import { and, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, renewalAttempts, type OrderRow } from '@/server/db/schema';
import { shopToday } from '@/domain/delivery-schedule';
import { reportError } from '@/server/monitoring/report-error';
import type { PaymentProvider } from '@/server/payments';
import { sweepStoppedPayments } from './close-open-renewals';
import { chargeRenewal } from './renewal-charge';
import { remindBox } from './renewal-reminders';
import type { RecordedStep } from './renewal-transitions';
import { chargeOrder, findRenewalWork, renewBox, type UnitOutcome } from './renewal-units';
import { leaseEnd, runClockAt } from './run-clock';
import { clockNow } from '@/server/clock';

/** One customer's renewals only (a run "as of" another time for a test shop; never in production). */
export interface RenewalScope {
  customerId?: number;
}

export interface RenewalRunSummary {
  reminded: number;
  ordered: number;
  charged: number;
  declined: number;
  /** Charges waiting for the customer to confirm them with their bank. */
  awaiting_authentication: number;
}

/**
 * The renewal run at once, in this process (`npm run jobs:renew`, POST /api/v3/jobs/renewals/,
 * tests): it emails a reminder before each charge, turns due subscriptions into orders and
 * charges the saved default card off-session, and retries declined charges. The job queue runs
 * the very same units, one job each, on any number of workers (src/server/jobs/renewal-jobs.ts).
 * Safe to run any number of times, also in several processes at once: an order is unique per
 * subscription and delivery date and is written with its lines in one transaction, only the run
 * that holds an order (a conditional update) charges it, and each charge attempt has its own
 * idempotency key at the provider.
 */
export async function runRenewals(
  db: Database,
  provider: PaymentProvider,
  now = clockNow(),
  scope: RenewalScope = {},
): Promise<RenewalRunSummary> {
  const clock = runClockAt(now, scope);
  await sweepStoppedPayments(db, provider);
  const work = await findRenewalWork(db, clock);
  const summary: RenewalRunSummary = {
    reminded: 0,
    ordered: 0,
    charged: 0,
    declined: 0,
    awaiting_authentication: 0,
  };
  const count = ({ ordered, step }: UnitOutcome) => {
    if (ordered) summary.ordered += 1;
    if (step === 'paid') summary.charged += 1;
    if (step === 'payment_failed') summary.declined += 1;
    if (step === 'requires_action') summary.awaiting_authentication += 1;
  };
  // One unit's failure is reported and the others go on, as each job of the queue would.
  const each = async <T>(units: T[], where: string, run: (unit: T) => Promise<void>) => {
    for (const unit of units) {
      try {
        await run(unit);
      } catch (error) {
        reportError(error, { where: `renewals.${where}`, ...unit });
      }
    }
  };
  await each(work.reminders, 'reminder', async (unit) => {
    if (await remindBox(db, unit, clock)) summary.reminded += 1;
  });
  await each(work.boxes, 'order', async (unit) => count(await renewBox(db, provider, unit, clock)));
  await each(work.charges, 'charge', async (unit) =>
    count(await chargeOrder(db, provider, unit, clock)),
  );
  return summary;
}

/** A new default card: declined renewals are tried with it at the next run. */
export async function retryDeclinedRenewalsSoon(
  db: Database,
  customerId: number,
  now = clockNow(),
) {
  await db
    .update(orders)
    .set({ retryAt: now })
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.kind, 'renewal'),
        eq(orders.status, 'payment_failed'),
        gt(orders.retryAt, now),
      ),
    );
}

/**
 * "Retry now" from the failed-payments queue: the job's charge, at once, recorded with the staff
 * member. The order is taken with the same kind of conditional update as a run takes it, so a
 * retry while another charge of it runs (the job, a second click) gets 'taken' and charges
 * nothing. A renewal out of attempts is not retried here: its plan is paused and its credit
 * given back; resuming the plan orders the box again.
 */
export async function retryRenewalNow(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  staffId: number,
  now = clockNow(),
  /** Written in the transaction that takes the order: only the click that charges records it. */
  onTaken?: (tx: Database, order: OrderRow) => Promise<void>,
): Promise<RecordedStep> {
  const clock = { now, today: shopToday(now) };
  const taking = await db.transaction(async (tx) => {
    // The automatic retry's time, read under the row lock before the lease replaces it: a
    // staff retry that fails puts it back, so it uses up no automatic attempt.
    const [before] = await tx
      .select({ retryAt: orders.retryAt })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const [taken] = await tx
      .update(orders)
      .set({ status: 'processing', retryAt: leaseEnd(clock) })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.kind, 'renewal'),
          inArray(orders.status, ['payment_failed', 'requires_action']),
          isNotNull(orders.retryAt),
        ),
      )
      .returning();
    if (!taken) return null;
    if (onTaken) await onTaken(tx, taken);
    const [staffRetries] = await tx
      .select({ count: count() })
      .from(renewalAttempts)
      .where(and(eq(renewalAttempts.orderId, orderId), isNotNull(renewalAttempts.staffId)));
    return { order: taken, scheduledRetryAt: before!.retryAt, staffRetries: staffRetries!.count };
  });
  if (!taking) return 'taken';
  return chargeRenewal(db, provider, {
    order: taking.order,
    clock,
    staffId,
    scheduledRetryAt: taking.scheduledRetryAt,
    staffRetriesBefore: taking.staffRetries,
  });
}
