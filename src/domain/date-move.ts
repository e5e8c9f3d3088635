import {
  addDays,
  earliestChangeableDelivery,
  isDeliveryDay,
  lastChangeDay,
  MAX_RESCHEDULE_DAYS,
  nextDeliveryAfter,
  parseIsoDate,
  rescheduleOptions,
} from './delivery-schedule';
import { longDate } from './format/date';
import type { DayLoad } from './kitchen-capacity';

/**
 * Moving (or skipping) a whole delivery date for every plan on it: the customer's own rules for
 * one box, applied to each. The date must still be changeable (its change-by day not past), the
 * new one a delivery day (no carrier holiday) customers could pick themselves.
 */
export type DateMoveCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'too_late_to_change' | 'not_a_delivery_day' | 'date_out_of_range';
      detail: string;
    };

export function checkDateMove(from: string, to: string | null, today: string): DateMoveCheck {
  if (today > lastChangeDay(from))
    return {
      ok: false,
      code: 'too_late_to_change',
      detail: `The boxes of ${from} are past their change-by day (${lastChangeDay(from)}): they are being charged and packed.`,
    };
  if (to === null) return { ok: true };
  if (!parseIsoDate(to) || !isDeliveryDay(to))
    return {
      ok: false,
      code: 'not_a_delivery_day',
      detail: 'Boxes arrive Tuesday to Saturday, except on carrier holidays. Pick another day.',
    };
  if (
    to === from ||
    to < earliestChangeableDelivery(today) ||
    to > addDays(from, MAX_RESCHEDULE_DAYS)
  )
    return {
      ok: false,
      code: 'date_out_of_range',
      detail: 'Pick another delivery day customers could still choose, within eight weeks.',
    };
  return { ok: true };
}

/**
 * Where one plan's box goes: the new date, or for a skip the plan's following delivery. Null
 * when that plan cannot take the new date (its pup's box on its way arrives after it).
 */
export function movedDelivery(
  plan: { weeksOfFood: number; lastBox: string | null },
  from: string,
  to: string | null,
  today: string,
): string | null {
  if (to === null) return nextDeliveryAfter(from, plan.weeksOfFood);
  return rescheduleOptions(today, from, plan.lastBox).includes(to) ? to : null;
}

/** Why a plan stayed: the day it would go to had no room left (kitchen-capacity.ts). */
export function dayFullReason(load: DayLoad): string {
  return `${longDate(load.date)} is fully booked (${load.booked} of ${load.capacity} boxes): this plan was not moved.`;
}

/**
 * What a whole-date move did, in one sentence for the console: how many plans moved (or
 * skipped) and so how many customers were emailed, how many stayed (listed apart, with why),
 * and the boxes already ordered for the date, which are never moved.
 */
export function dateMoveReport(result: {
  to: string | null;
  moved: number;
  skipped: unknown[];
  ordered_boxes: number;
}): string {
  const plans = (count: number) => `${count} plan${count === 1 ? '' : 's'}`;
  const where = result.to ? `moved to ${longDate(result.to)}` : 'skipped to their next box';
  const done =
    result.moved === 0
      ? `No plan was ${result.to ? 'moved' : 'skipped'} and no customer was emailed.`
      : `${plans(result.moved)} ${where}; ${result.moved} customer${result.moved === 1 ? '' : 's'} emailed.`;
  const stayed = result.skipped.length
    ? ` ${plans(result.skipped.length)} could not move (below).`
    : '';
  const ordered = result.ordered_boxes
    ? ` ${result.ordered_boxes} box(es) already ordered were not moved.`
    : '';
  return done + stayed + ordered;
}
