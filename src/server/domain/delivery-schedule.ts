/**
 * When boxes can arrive. Food is cooked and packed to order: a new order needs PREP_DAYS before it
 * ships, and carriers deliver frozen boxes Tuesday to Saturday (never Sunday or Monday, so a box
 * does not sit in a depot over the weekend). Dates are plain 'YYYY-MM-DD' strings in the shop's
 * time zone, computed with UTC arithmetic so they never shift with the server's zone.
 */
export const PREP_DAYS = 4;
export const DELIVERY_WEEKDAYS = [2, 3, 4, 5, 6] as const;
export const FIRST_DELIVERY_CHOICES = 6;
/** Changes to the next box are possible until this many days before it arrives. */
export const CHANGE_CUTOFF_DAYS = 5;

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
  return date !== null && (DELIVERY_WEEKDAYS as readonly number[]).includes(date.getUTCDay());
}

/** The first date a new order can arrive: PREP_DAYS after today, moved to a delivery day. */
export function earliestDelivery(today: string): string {
  let date = addDays(today, PREP_DAYS);
  while (!isDeliveryDay(date)) date = addDays(date, 1);
  return date;
}

/** The dates offered for a first box: the earliest and the next delivery days after it. */
export function firstDeliveryOptions(today: string, count = FIRST_DELIVERY_CHOICES): string[] {
  const options = [earliestDelivery(today)];
  while (options.length < count) {
    let next = addDays(options[options.length - 1]!, 1);
    while (!isDeliveryDay(next)) next = addDays(next, 1);
    options.push(next);
  }
  return options;
}

/** Whether a chosen first delivery date is one the shop offers today. */
export function isOfferedFirstDelivery(today: string, chosen: string): boolean {
  return firstDeliveryOptions(today).includes(chosen);
}

/** The delivery after this one for a plan of `weeks` weeks of food, kept on a delivery day. */
export function nextDeliveryAfter(delivery: string, weeks: number): string {
  let date = addDays(delivery, weeks * 7);
  while (!isDeliveryDay(date)) date = addDays(date, 1);
  return date;
}

/** The last day the customer can change or skip a delivery. */
export function lastChangeDay(delivery: string): string {
  return addDays(delivery, -CHANGE_CUTOFF_DAYS);
}

/** Today in the shop's time zone (US Eastern), as 'YYYY-MM-DD'. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
