import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { sweepStoppedPayments } from '@/server/services/renewals/close-open-renewals';
import type { BoxUnit, OrderUnit } from '@/server/services/renewals/due-renewals';
import { remindBox } from '@/server/services/renewals/renewal-reminders';
import { chargeOrder, findRenewalWork, renewBox } from '@/server/services/renewals/renewal-units';
import { runClockAt } from '@/server/services/renewals/run-clock';
import type { UnitJob } from './fan-out';
import type { JobDependencies } from './job-handlers';
import { QUEUES } from './queues';
import { RENEWAL_FINDER_MARK, writeOpsMark } from '@/server/observability/ops-gauges';

export type RenewalChargeJob = ({ kind: 'box' } & BoxUnit) | { kind: 'order'; orderId: number };
export type RenewalReminderJob = BoxUnit;

export const boxJob = (unit: BoxUnit): UnitJob => ({
  queue: QUEUES.renewalCharges,
  key: `box:${unit.subscriptionId}:${unit.deliveryDate}`,
  data: { kind: 'box', ...unit } satisfies RenewalChargeJob,
});

/** Keyed by the order as seen: each new state (a retry time, a lease taken) is a new unit. */
export const orderJob = (unit: OrderUnit, startAfter?: Date): UnitJob => ({
  queue: QUEUES.renewalCharges,
  key: `order:${unit.orderId}:${unit.status}:${unit.chargeAttempts}:${unit.retryAt.toISOString()}`,
  data: { kind: 'order', orderId: unit.orderId } satisfies RenewalChargeJob,
  ...(startAfter ? { startAfter } : {}),
});

export const reminderJob = (unit: BoxUnit): UnitJob => ({
  queue: QUEUES.renewalReminders,
  key: `reminder:${unit.subscriptionId}:${unit.deliveryDate}`,
  data: { ...unit } satisfies RenewalReminderJob,
});

/**
 * The scheduled renewal run: checkouts cut off halfway are finished or undone first (and charges
 * of boxes closed by a cancel or pause that an outage left open are cancelled), then it only
 * finds what is due (three queries) and queues one job per reminder, due box and order to charge.
 * Workers run those jobs concurrently, so renewals grow with the workers.
 */
export const renewalsJob = (deps: JobDependencies) => async () => {
  const checkouts = await sweepCheckouts(deps.db, deps.provider());
  // Waiting charges of boxes a cancel or pause closed, left open by a provider outage then.
  const stoppedPayments = await sweepStoppedPayments(deps.db, deps.provider());
  const work = await findRenewalWork(deps.db, runClockAt(deps.clock()));
  await deps.enqueue([
    ...work.reminders.map(reminderJob),
    ...work.boxes.map(boxJob),
    ...work.charges.map((unit) => orderJob(unit)),
  ]);
  // Only a finder that got this far counts: the alert on its age pages when runs fail or stop.
  await writeOpsMark(deps.db, RENEWAL_FINDER_MARK, deps.clock());
  return {
    checkouts,
    stopped_payments: stoppedPayments,
    queued: {
      reminders: work.reminders.length,
      boxes: work.boxes.length,
      charges: work.charges.length,
    },
  };
};

/**
 * One due box or one order to charge, as of the job's clock. An order another run holds (its
 * worker died mid-charge, or it is being charged right now) is queued again for when its lease
 * ends, under the key the finder would give it then, so the two never make two jobs.
 */
export const renewalChargeJob = (deps: JobDependencies) => async (data: RenewalChargeJob) => {
  const clock = runClockAt(deps.clock());
  const provider = deps.provider();
  const outcome =
    data.kind === 'box'
      ? await renewBox(deps.db, provider, data, clock)
      : await chargeOrder(deps.db, provider, data, clock);
  if (outcome.held) await deps.enqueue([orderJob(outcome.held, outcome.held.retryAt)]);
  return { ordered: outcome.ordered, step: outcome.step };
};

/** One box's reminder, once per box. */
export const renewalReminderJob = (deps: JobDependencies) => async (data: RenewalReminderJob) => ({
  sent: await remindBox(deps.db, data, runClockAt(deps.clock())),
});
