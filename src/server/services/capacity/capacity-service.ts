import { DomainError, type ErrorCode } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { addDays } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import {
  canTake,
  decideBooking,
  FREE_DAY_HORIZON_DAYS,
  freeDaysFrom,
  freeSlots,
  type BookingKind,
  type DayLoad,
} from '@/domain/kitchen-capacity';
import { loadsBetween, lockDay } from './capacity-repository';

/**
 * The kitchen's capacity where dates are offered and taken. Offering reads (a GET never writes);
 * taking locks the day's capacity row in the caller's transaction, counts what is booked, and
 * refuses a full day with the next free one, so of two customers racing for the last slot the
 * one who locks first gets it and the other is offered the next day.
 */

/** The delivery days from `first` on, `count` of them, a full day replaced by the next free. */
export async function freeDeliveryDays(
  db: Database,
  first: string,
  count: number,
  boxes = 1,
): Promise<string[]> {
  const loadOf = await loadsBetween(db, first, addDays(first, FREE_DAY_HORIZON_DAYS));
  return freeDaysFrom(first, count, loadOf, boxes);
}

/** The dates offered by the schedule that still have room for `boxes`. */
export async function withRoom(db: Database, dates: string[], boxes = 1): Promise<string[]> {
  if (dates.length === 0) return dates;
  const sorted = [...dates].sort();
  const loadOf = await loadsBetween(db, sorted[0]!, sorted[sorted.length - 1]!);
  return dates.filter((date) => freeSlots(loadOf(date)) >= boxes);
}

const FULL_CODES: Record<Exclude<BookingKind, 'renewal'>, ErrorCode> = {
  // Checkout keeps the spec's code for a delivery date it cannot honour (422).
  first_box: 'no_transit_option_found',
  move: 'delivery_day_full',
  reactivation: 'delivery_day_full',
};

/**
 * Booking a slot is two calls in the writer's transaction: `holdDay` before the write (the
 * day's row lock: concurrent bookings of the day wait here, one at a time), then, once the
 * booking is written (and so counted), `confirmRoom`, which throws the kind's refusal, with the
 * next free day (`next_delivery_date`, null when none within the horizon), if the day had no
 * room for it; the throw rolls the booking back. Counting after the write lets a repeated request
 * that writes nothing (a double click) pass instead of seeing its own booking as the last slot.
 */
export async function holdDay(tx: Database, kind: BookingKind, date: string): Promise<void> {
  if (kind !== 'renewal') await lockDay(tx, date);
}

export async function confirmRoom(
  tx: Database,
  kind: BookingKind,
  date: string,
  boxes = 1,
): Promise<void> {
  if (kind === 'renewal') return;
  const counted = await loadsBetween(tx, date, addDays(date, FREE_DAY_HORIZON_DAYS));
  // The day as it was before this booking, which the rule decides on.
  const loadOf = (day: string) => {
    const load = counted(day);
    return day === date ? { ...load, booked: load.booked - boxes } : load;
  };
  const outcome = decideBooking(kind, date, loadOf, boxes);
  if (outcome.taken) return;
  const next = outcome.nextFreeDay;
  throw new DomainError(
    FULL_CODES[kind],
    next
      ? `${longDate(date)} is now fully booked. The next free day is ${longDate(next)}: please choose it or another day.`
      : `${longDate(date)} is now fully booked, and so is every day after it for now. Please try again later.`,
    { extra: { next_delivery_date: next } },
  );
}

/**
 * Room for staff moving many plans in one transaction (a whole delivery date moved or skipped,
 * a bulk change of delivery date): each target day is locked on its first use and its free slots
 * counted then; each plan moved onto it takes one, and once none is left `take` says no, so the
 * caller leaves that plan where it was and reports the day full. Moves are new bookings (the
 * customer's own move follows the same rule: canTake 'move'); renewals already on a day stay.
 */
export function moveBookings(tx: Database) {
  const days = new Map<string, DayLoad>();
  return {
    /** Books one slot on `date` for a plan about to move there; false when the day is full. */
    async take(date: string): Promise<boolean> {
      let load = days.get(date);
      if (!load) {
        await lockDay(tx, date);
        load = (await loadsBetween(tx, date, date))(date);
      }
      const fits = canTake('move', load);
      days.set(date, fits ? { ...load, booked: load.booked + 1 } : load);
      return fits;
    },
    /** The day as this run counted it: why a plan could not move there. */
    loadOf: (date: string) => days.get(date),
  };
}

/**
 * Plans' `delivery_options` with the kitchen's capacity applied, in one read for the whole list:
 * an active plan's next box is not offered a full day; a cancelled plan is offered as many
 * restart days as before, each full day replaced by the next free one.
 */
export async function plansWithRoom<T extends { status: string; delivery_options: string[] }>(
  db: Database,
  plans: T[],
): Promise<T[]> {
  const dates = plans.flatMap((plan) => plan.delivery_options).sort();
  if (dates.length === 0) return plans;
  const loadOf = await loadsBetween(
    db,
    dates[0]!,
    addDays(dates[dates.length - 1]!, FREE_DAY_HORIZON_DAYS),
  );
  return plans.map((plan) => {
    const options = plan.delivery_options;
    if (options.length === 0) return plan;
    return {
      ...plan,
      delivery_options:
        plan.status === 'cancelled'
          ? freeDaysFrom(options[0]!, options.length, loadOf)
          : options.filter((date) => freeSlots(loadOf(date)) >= 1),
    };
  });
}
