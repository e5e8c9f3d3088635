import { and, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import { pauseUntil } from '@/domain/pause-until';
import type { Database } from '@/server/db/client';
import { cancelFeedback, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { OFFER_KINDS, OFFERS_BY_REASON, type OfferKind } from '@/domain/cancel-offers';
import {
  addDays,
  earliestChangeableDelivery,
  isDeliveryDay,
  lastChangeDay,
  MAX_RESCHEDULE_DAYS,
  nextDeliveryAfter,
  parseIsoDate,
  rescheduleOptions,
  shopToday,
} from '@/domain/delivery-schedule';
import { CANCEL_REASONS } from '@/domain/cancel-reasons';
import { closeOpenRenewals, releaseStoppedPayments } from '../renewals/close-open-renewals';
import { sendCancellationConfirmation } from './cancellation-email';
import { lastBoxDates } from './last-boxes';
import type { SubscriptionView } from '@/contracts/subscriptions';
import { listSubscriptions } from './subscriptions-service';
import { confirmRoom, holdDay } from '../capacity/capacity-service';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { ownValue } from '@/domain/own-value';
import { clockNow } from '@/server/clock';

const DATE = string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');
export const skipSchema = object({ delivery_date: DATE.optional() });
/** POST …/pause/: optionally until a date (the first box back comes on or after it). */
export const pauseSchema = object({ until: DATE.optional() });
export const rescheduleSchema = object({ next_delivery_date: DATE.required(FIELD_REQUIRED) });
export const cancelSchema = object({
  reason: string()
    .oneOf([...CANCEL_REASONS], 'Please choose a reason.')
    .required('Please choose a reason.'),
  details: string().trim().max(500).default(''),
  /** The offer that was on screen when the customer chose to cancel anyway, if there was one. */
  declined_offer: string()
    .oneOf([...OFFER_KINDS], 'Unknown offer.')
    .optional(),
});

async function ownSubscription(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such subscription.');
  return row;
}

async function viewOf(db: Database, customerId: number, id: number): Promise<SubscriptionView> {
  const [found] = await listSubscriptions(db, customerId, id);
  if (!found) throw new DomainError('not_found', 'No such subscription.');
  return found;
}

function requireChangeable(row: SubscriptionRow, today: string, action: string) {
  if (row.status !== 'active')
    throw new DomainError('subscription_not_active', `Only an active plan can ${action}.`);
  if (today > lastChangeDay(row.nextDeliveryDate))
    throw new DomainError(
      'too_late_to_change',
      'This box is already being prepared, so it can’t be changed. The next one can.',
    );
}

/** Conditional write: only if the plan is still as it was read (a double click changes it once). */
async function update(db: Database, row: SubscriptionRow, set: Partial<SubscriptionRow>) {
  const changed = await db
    .update(subscriptions)
    .set({ ...set, updatedAt: clockNow() })
    .where(
      and(
        eq(subscriptions.id, row.id),
        eq(subscriptions.status, row.status),
        eq(subscriptions.nextDeliveryDate, row.nextDeliveryDate),
      ),
    )
    .returning({ id: subscriptions.id });
  return changed.length > 0;
}

/**
 * Skips the next delivery: the one after it becomes the next. `delivery_date` names the box being
 * skipped, so a repeated request (a double click) skips it once, not twice.
 */
export async function skipNextDelivery(
  db: Database,
  customerId: number,
  id: number,
  input: { delivery_date?: string },
  today = shopToday(clockNow()),
): Promise<SubscriptionView> {
  const row = await ownSubscription(db, customerId, id);
  if (input.delivery_date && input.delivery_date !== row.nextDeliveryDate)
    return viewOf(db, customerId, id);
  requireChangeable(row, today, 'skip a delivery');
  await update(db, row, {
    nextDeliveryDate: nextDeliveryAfter(row.nextDeliveryDate, row.weeksOfFood),
  });
  return viewOf(db, customerId, id);
}

/**
 * Moves the next delivery to another delivery day: one still changeable today, after the pup's box
 * already on its way, and at most eight weeks past its current date (rescheduleOptions), with
 * room in the kitchen that day (a renewal already scheduled is not a move: it is never refused).
 */
export async function rescheduleNextDelivery(
  db: Database,
  customerId: number,
  id: number,
  input: { next_delivery_date: string },
  today = shopToday(clockNow()),
): Promise<SubscriptionView> {
  const row = await ownSubscription(db, customerId, id);
  requireChangeable(row, today, 'change a delivery');
  const wanted = input.next_delivery_date;
  if (wanted === row.nextDeliveryDate) return viewOf(db, customerId, id);
  if (!parseIsoDate(wanted) || !isDeliveryDay(wanted))
    throw new DomainError(
      'not_a_delivery_day',
      'Boxes arrive Tuesday to Saturday, except on carrier holidays. Please pick another day.',
    );
  if (wanted > addDays(row.nextDeliveryDate, MAX_RESCHEDULE_DAYS))
    throw new DomainError('date_out_of_range', 'Please pick a date within the next eight weeks.');
  const lastBox = (await lastBoxDates(db, customerId)).get(row.petId);
  if (!rescheduleOptions(today, row.nextDeliveryDate, lastBox).includes(wanted))
    throw new DomainError(
      'date_out_of_range',
      'That date is no longer available for this box. Please pick one of the dates offered.',
    );
  // The kitchen's capacity: a day that filled since it was offered is refused (409) with the
  // next free day; the day's row lock serves racing moves one at a time.
  await db.transaction(async (tx) => {
    await holdDay(tx, 'move', wanted);
    if (await update(tx, row, { nextDeliveryDate: wanted })) await confirmRoom(tx, 'move', wanted);
  });
  return viewOf(db, customerId, id);
}

/**
 * Pauses the plan; with `until`, for a set time: the plan's next box becomes the first one back
 * (pause-until.ts), and the daily plan-resumes job makes it active again in time for it. Pausing
 * a paused plan with a date sets its date; without one, it stays paused until resumed.
 */
export async function pauseSubscription(
  db: Database,
  customerId: number,
  id: number,
  input: { until?: string } = {},
  today = shopToday(clockNow()),
) {
  const row = await ownSubscription(db, customerId, id);
  if (row.status === 'cancelled')
    throw new DomainError('subscription_cancelled', 'A cancelled plan cannot be paused.');
  let set: Partial<SubscriptionRow> | null = null;
  if (input.until) {
    const lastBox = (await lastBoxDates(db, customerId)).get(row.petId);
    const paused = pauseUntil(input.until, today, lastBox);
    if (!paused.ok) throw new ValidationError({ until: [paused.message] });
    set = {
      status: 'paused',
      nextDeliveryDate: paused.firstBoxBack,
      resumeOn: paused.firstBoxBack,
    };
  } else if (row.status === 'active') set = { status: 'paused', resumeOn: null };
  if (set) {
    const paused = set;
    await stopOpenRenewals(db, row, (tx) => update(tx, row, paused));
  }
  return viewOf(db, customerId, id);
}

/**
 * Pause and cancel: the plan's new status (`write`, a conditional write) and its open renewal
 * boxes closed, in one transaction; the boxes' waiting charges are cancelled at the provider once
 * it has committed. Nothing more is charged for a plan the customer stopped.
 */
async function stopOpenRenewals(
  db: Database,
  row: SubscriptionRow,
  write: (tx: Database) => Promise<boolean>,
): Promise<boolean> {
  const stopped = await db.transaction(async (tx) => {
    if (!(await write(tx))) return null;
    return closeOpenRenewals(tx, row.id);
  });
  if (!stopped) return false;
  await releaseStoppedPayments(db, stopped);
  return true;
}

/**
 * Resumes a paused plan: the next box comes on its old date, or on the earliest date it can still
 * be changed (and after the pup's box on its way) if that is later.
 */
export async function resumeSubscription(
  db: Database,
  customerId: number,
  id: number,
  today = shopToday(clockNow()),
) {
  const row = await ownSubscription(db, customerId, id);
  if (row.status === 'cancelled')
    throw new DomainError(
      'subscription_cancelled',
      'A cancelled plan is restarted from Reactivate.',
    );
  if (row.status === 'paused') {
    const lastBox = (await lastBoxDates(db, customerId)).get(row.petId);
    const earliest = earliestChangeableDelivery(today, lastBox);
    const old = row.nextDeliveryDate;
    const next = old < earliest || !isDeliveryDay(old) ? earliest : old;
    await update(db, row, { status: 'active', nextDeliveryDate: next, resumeOn: null });
  }
  return viewOf(db, customerId, id);
}

/**
 * Cancels the plan and records why (and the offer declined, if one was shown) for the operator
 * dashboard, in one transaction: a repeated request cancels once and records once. The customer
 * gets one confirmation, from the request that cancelled it.
 */
export async function cancelSubscription(
  db: Database,
  customerId: number,
  id: number,
  input: { reason: string; details?: string; declined_offer?: string },
) {
  const row = await ownSubscription(db, customerId, id);
  if (row.status !== 'cancelled') {
    // Only an offer this reason can bring counts as declined.
    const declined = ownValue<readonly OfferKind[]>(OFFERS_BY_REASON, input.reason)?.includes(
      input.declined_offer as OfferKind,
    )
      ? (input.declined_offer as OfferKind)
      : null;
    const changed = await stopOpenRenewals(db, row, async (tx) => {
      const [cancelled] = await tx
        .update(subscriptions)
        .set({
          status: 'cancelled',
          cancelReason: [input.reason, input.details].filter(Boolean).join(': '),
          updatedAt: clockNow(),
        })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, row.status)))
        .returning({ id: subscriptions.id });
      if (!cancelled) return false;
      await tx.insert(cancelFeedback).values({
        customerId,
        subscriptionId: row.id,
        reason: input.reason,
        details: input.details ?? '',
        offerKind: declined,
        outcome: declined ? 'declined' : 'none',
      });
      return true;
    });
    if (changed) await sendCancellationConfirmation(db, customerId, row.petId);
  }
  return viewOf(db, customerId, id);
}
