import { isCarrierHoliday } from './carrier-holidays';
import { SHOP_TIME_ZONE } from './shop-time';

/**
 * When boxes can arrive. Food is cooked and packed to order: a new order needs PREP_DAYS before it
 * ships, and carriers deliver frozen boxes Tuesday to Saturday (never Sunday or Monday, so a box
 * does not sit in a depot over the weekend) except on carrier holidays (carrier-holidays.ts).
 * Dates are plain 'YYYY-MM-DD' strings in the shop's time zone, computed with UTC arithmetic so
 * they never shift with the server's zone.
 *
 * Two kinds of date are offered. A first box (checkout) is paid and goes into prep at once, so it
 * may come PREP_DAYS on. A plan's next box (moved, restarted or resumed) is charged by the renewal
 * job only after its change-by day, so every date offered for it must still be changeable today
 * (change-by day today or later) and come after the pup's box already ordered: one pup never gets
 * two boxes on one day.
 */
export const PREP_DAYS = 4;
export const DELIVERY_WEEKDAYS = [2, 3, 4, 5, 6] as const;
export const FIRST_DELIVERY_CHOICES = 6;
/** Changes to the next box are possible until this many days before it arrives. */
export const CHANGE_CUTOFF_DAYS = 5;
/** The next box may be moved to at most this long after its current date. */
export const MAX_RESCHEDULE_DAYS = 56;
/** How many dates a cancelled plan is offered to restart on (as many as a first box). */
const RESTART_CHOICES = FIRST_DELIVERY_CHOICES;

const DAY_MS = 24 * 60 * 60 * 1000;

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseIsoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || toIsoDate(date) !== value ? null : date;
}

export function addDays(value: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(value)!.getTime() + days * DAY_MS));
}

export function isDeliveryDay(value: string): boolean {
  const date = parseIsoDate(value);
  return (
    date !== null &&
    (DELIVERY_WEEKDAYS as readonly number[]).includes(date.getUTCDay()) &&
    !isCarrierHoliday(value)
  );
}

/** A value kept per key once computed; the map is emptied at 1000 keys, so it stays small. */
function kept<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= 1000) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}

// Every account read asks for the same few dates; walking day by day (a parse and a holiday
// lookup per step) each time showed in the profile of the subscriptions read.
const deliveryDayCache = new Map<string, string>();

/** The first delivery day on or after a date. */
function deliveryDayFrom(value: string): string {
  return kept(deliveryDayCache, value, () => {
    let date = value;
    while (!isDeliveryDay(date)) date = addDays(date, 1);
    return date;
  });
}

/** `count` delivery days from `first` (a delivery day) on. */
function deliveryDays(first: string, count: number): string[] {
  const days = [first];
  while (days.length < count) days.push(deliveryDayFrom(addDays(days[days.length - 1]!, 1)));
  return days;
}

/** The first date a new order can arrive: PREP_DAYS after today, moved to a delivery day. */
export function earliestDelivery(today: string): string {
  return deliveryDayFrom(addDays(today, PREP_DAYS));
}

/** The dates offered for a first box: the earliest and the next delivery days after it. */
export function firstDeliveryOptions(today: string, count = FIRST_DELIVERY_CHOICES): string[] {
  return deliveryDays(earliestDelivery(today), count);
}

/** Whether a chosen first delivery date is one the shop offers today. */
export function isOfferedFirstDelivery(today: string, chosen: string): boolean {
  return firstDeliveryOptions(today).includes(chosen);
}

/** The delivery after this one for a plan of `weeks` weeks of food, kept on a delivery day. */
export function nextDeliveryAfter(delivery: string, weeks: number): string {
  return deliveryDayFrom(addDays(delivery, weeks * 7));
}

/** The last day the customer can change or skip a delivery. */
export function lastChangeDay(delivery: string): string {
  return addDays(delivery, -CHANGE_CUTOFF_DAYS);
}

/**
 * The earliest date a plan's next box can be put on: a delivery day whose change-by day is today
 * or later, and after `lastBox`, the pup's box already ordered (paid or being charged), if any.
 */
export function earliestChangeableDelivery(today: string, lastBox?: string | null): string {
  const changeable = addDays(today, CHANGE_CUTOFF_DAYS);
  const afterLast = lastBox ? addDays(lastBox, 1) : changeable;
  return deliveryDayFrom(afterLast > changeable ? afterLast : changeable);
}

// The date lists below depend on their few dates only, and every plan read asks for them: the
// walk to eight weeks out makes about a hundred Dates, which in the production server (where
// Next wraps Date) was a tenth of the subscription list's time. Kept (see `kept`); callers get
// their own copy.
const optionsCache = new Map<string, readonly string[]>();

const remembered = (key: string, walk: () => string[]): string[] => [
  ...kept(optionsCache, key, walk),
];

/** The dates the next box can move to: the earliest changeable up to eight weeks past `current`. */
export function rescheduleOptions(
  today: string,
  current: string,
  lastBox?: string | null,
): string[] {
  return remembered(`move ${today} ${current} ${lastBox ?? ''}`, () => {
    const options: string[] = [];
    const latest = addDays(current, MAX_RESCHEDULE_DAYS);
    for (let date = earliestChangeableDelivery(today, lastBox); date <= latest;) {
      if (date !== current) options.push(date);
      date = deliveryDayFrom(addDays(date, 1));
    }
    return options;
  });
}

/** The dates a cancelled plan can restart on: the first few changeable delivery days. */
export function restartOptions(today: string, lastBox?: string | null): string[] {
  return remembered(`restart ${today} ${lastBox ?? ''}`, () =>
    deliveryDays(earliestChangeableDelivery(today, lastBox), RESTART_CHOICES),
  );
}

// Made once: building a formatter costs far more than formatting a date with it.
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the shop's time zone (US Eastern), as 'YYYY-MM-DD'. */
export function shopToday(now: Date): string {
  return SHOP_DAY.format(now);
}
