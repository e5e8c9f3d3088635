import { addDays, CHANGE_CUTOFF_DAYS } from './delivery-schedule';

/** The reminder email goes out this many days before the card is charged. */
export const REMINDER_DAYS_BEFORE_CHARGE = 3;
/** A declined renewal is tried again after these delays (hours); then the plan is paused. */
export const RETRY_DELAYS_HOURS = [24, 72] as const;
export const MAX_CHARGE_ATTEMPTS = RETRY_DELAYS_HOURS.length + 1;
/**
 * How long a run holds a renewal order it charges before another run may take it over. Short, so
 * that the box of a worker that died is charged elsewhere within a minute; a charge that takes
 * longer (a slow provider) keeps its hold with a heartbeat every RENEWAL_HEARTBEAT_MS.
 */
export const RENEWAL_LEASE_MS = 20 * 1000;
/** How often a charge in flight moves its lease on (a few beats fit in one lease). */
export const RENEWAL_HEARTBEAT_MS = 5 * 1000;

/** The card is charged the day after the last day to change the box, as it goes into prep. */
export const CHARGE_LEAD_DAYS = CHANGE_CUTOFF_DAYS - 1;

export function chargeDay(delivery: string): string {
  return addDays(delivery, -CHARGE_LEAD_DAYS);
}

export function reminderDay(delivery: string): string {
  return addDays(chargeDay(delivery), -REMINDER_DAYS_BEFORE_CHARGE);
}

/** Deliveries on or before this date are due to be charged today. */
export function dueThrough(today: string): string {
  return addDays(today, CHARGE_LEAD_DAYS);
}

/** Deliveries on or before this date (and not yet due) get their reminder today. */
export function remindThrough(today: string): string {
  return addDays(today, CHARGE_LEAD_DAYS + REMINDER_DAYS_BEFORE_CHARGE);
}

/** When a declined renewal is tried next, or null once the attempts are used up. */
export function nextRetryAt(attemptsMade: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_HOURS[attemptsMade - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 3_600_000);
}
