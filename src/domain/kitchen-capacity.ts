import { addDays, isDeliveryDay } from './delivery-schedule';

/**
 * How many boxes the kitchen packs per delivery day, and which days still take a new box.
 *
 * A day's booked count is every box already on it: paid boxes (first boxes and renewals), plans
 * due that day and not charged yet (renewals already scheduled), and first boxes being paid for.
 * Renewals are counted first and are never refused, even past capacity: the customer was promised
 * that box when they subscribed. Only new bookings (a first box, a move of the next box, a
 * reactivation) need a free slot, and a booking of several pups needs one slot per pup.
 */
export const DEFAULT_BOXES_PER_DAY = 500;
/** How far ahead a full day looks for the next free one (about three months of delivery days). */
export const FREE_DAY_HORIZON_DAYS = 91;

export type BookingKind = 'renewal' | 'first_box' | 'move' | 'reactivation';

export interface CapacitySettings {
  defaultBoxes: number;
  /** Per-date overrides, 'YYYY-MM-DD' to boxes. */
  overrides: ReadonlyMap<string, number>;
}

export interface DayLoad {
  date: string;
  booked: number;
  capacity: number;
}

export function capacityOn(date: string, settings: CapacitySettings): number {
  return settings.overrides.get(date) ?? settings.defaultBoxes;
}

export function freeSlots(load: DayLoad): number {
  return Math.max(0, load.capacity - load.booked);
}

/** Whether `boxes` more of this kind fit on the day: renewals always do. */
export function canTake(kind: BookingKind, load: DayLoad, boxes = 1): boolean {
  return kind === 'renewal' || freeSlots(load) >= boxes;
}

/**
 * The first delivery day on or after `from` (carrier holidays and non-delivery weekdays skipped)
 * with room for `boxes`, within the horizon; null when every day up to it is full.
 */
export function firstFreeDayFrom(
  from: string,
  loadOf: (date: string) => DayLoad,
  boxes = 1,
  horizonDays = FREE_DAY_HORIZON_DAYS,
): string | null {
  const last = addDays(from, horizonDays);
  for (let date = from; date <= last; date = addDays(date, 1))
    if (isDeliveryDay(date) && freeSlots(loadOf(date)) >= boxes) return date;
  return null;
}

/** The next free delivery day after a full one. */
export function nextFreeDayAfter(
  full: string,
  loadOf: (date: string) => DayLoad,
  boxes = 1,
  horizonDays = FREE_DAY_HORIZON_DAYS,
): string | null {
  return firstFreeDayFrom(addDays(full, 1), loadOf, boxes, horizonDays);
}

/**
 * Up to `count` delivery days from `from` on with room for `boxes`: a full day is left out and
 * the next free one takes its place, so the customer is offered as many days as before.
 */
export function freeDaysFrom(
  from: string,
  count: number,
  loadOf: (date: string) => DayLoad,
  boxes = 1,
  horizonDays = FREE_DAY_HORIZON_DAYS,
): string[] {
  const days: string[] = [];
  let next = firstFreeDayFrom(from, loadOf, boxes, horizonDays);
  while (next && days.length < count) {
    days.push(next);
    const left = horizonDays - daysBetween(from, next) - 1;
    next = left < 0 ? null : firstFreeDayFrom(addDays(next, 1), loadOf, boxes, left);
  }
  return days;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type Booking = { taken: true } | { taken: false; nextFreeDay: string | null };

/**
 * The race rule, decided on the day's count read under its row lock: of two customers after the
 * last slot, the first to hold the lock takes it; the second then sees the day full and is
 * offered the next free day. A renewal is always taken.
 */
export function decideBooking(
  kind: BookingKind,
  date: string,
  loadOf: (date: string) => DayLoad,
  boxes = 1,
): Booking {
  if (canTake(kind, loadOf(date), boxes)) return { taken: true };
  return { taken: false, nextFreeDay: nextFreeDayAfter(date, loadOf, boxes) };
}

/** A map of loads as a lookup: days not in it are empty at their capacity. */
export function loadLookup(
  loads: ReadonlyMap<string, number>,
  settings: CapacitySettings,
): (date: string) => DayLoad {
  return (date) => ({ date, booked: loads.get(date) ?? 0, capacity: capacityOn(date, settings) });
}
