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
