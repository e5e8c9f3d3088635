import {
  addDays,
  earliestChangeableDelivery,
  nextDeliveryAfter,
  parseIsoDate,
} from './delivery-schedule';
import { CHARGE_LEAD_DAYS, REMINDER_DAYS_BEFORE_CHARGE } from './renewal-schedule';

/** A plan can be paused for about six months at most; longer is a cancellation. */
export const MAX_PAUSE_DAYS = 182;

/**
 * A paused plan with a date comes back this many days before its first box back: its reminder
 * (three days before the charge) goes out, and the box is charged and sent on that date like
 * any other, with a day to spare for the daily job.
 */
export const RESUME_LEAD_DAYS = CHARGE_LEAD_DAYS + REMINDER_DAYS_BEFORE_CHARGE + 1;

export type PauseUntil = { ok: true; firstBoxBack: string } | { ok: false; message: string };

/**
 * Pausing until `until`: the first box back is the first delivery day on or after it that can
 * still be changed today and comes after the pup's box already on its way.
 */
export function pauseUntil(until: string, today: string, lastBox?: string | null): PauseUntil {
  if (!parseIsoDate(until)) return { ok: false, message: 'Enter a date.' };
  if (until <= today) return { ok: false, message: 'Choose a date after today.' };
  if (until > addDays(today, MAX_PAUSE_DAYS))
    return { ok: false, message: `Choose a date within ${MAX_PAUSE_DAYS} days.` };
  const earliest = earliestChangeableDelivery(today, lastBox);
  return {
    ok: true,
    firstBoxBack: until > earliest ? nextDeliveryAfter(until, 0) : earliest,
  };
}

/** Paused plans whose first box back is on or before this date are resumed today. */
export function resumeThrough(today: string): string {
  return addDays(today, RESUME_LEAD_DAYS);
}
