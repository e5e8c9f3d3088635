/**
 * The one calendar of US carrier holidays every delivery rule uses (delivery-schedule.ts): New
 * Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas Day.
 *
 * A fixed-date holiday that falls on a weekend is also observed on the nearest weekday, as
 * carriers follow the federal rule: Saturday's on the Friday before, Sunday's on the Monday
 * after. Both days count as holidays: on the day itself nothing moves either, and on the observed
 * day a carrier may not pick up or deliver, and a frozen box must not sit in a closed depot.
 * (New Year's Day on a Saturday is observed on 31 December of the year before.)
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The `nth` given weekday (0 Sunday … 6 Saturday) of a month; a negative `nth` counts back. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = utc(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return utc(year, month, 1 + offset + (nth - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return utc(year, month, last.getUTCDate() - offset + (nth + 1) * 7);
}

/** A fixed-date holiday and, when it falls on a weekend, the weekday it is observed on. */
function withObserved(date: Date): Date[] {
  const weekday = date.getUTCDay();
  if (weekday === 6) return [new Date(date.getTime() - DAY_MS), date];
  if (weekday === 0) return [date, new Date(date.getTime() + DAY_MS)];
  return [date];
}

/** The holidays named for one year (an observed New Year's Day may fall in the year before). */
function holidaysOf(year: number): Date[] {
  return [
    ...withObserved(utc(year, 1, 1)),
    nthWeekday(year, 5, 1, -1), // Memorial Day: last Monday of May
    ...withObserved(utc(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day: first Monday of September
    nthWeekday(year, 11, 4, 4), // Thanksgiving: fourth Thursday of November
    ...withObserved(utc(year, 12, 25)),
  ];
}

const byYear = new Map<number, string[]>();

/** Every carrier holiday (and observed day) in a calendar year, as sorted 'YYYY-MM-DD' dates. */
export function carrierHolidays(year: number): string[] {
  let dates = byYear.get(year);
  if (!dates) {
    dates = [...holidaysOf(year), ...holidaysOf(year + 1)]
      .map(iso)
      .filter((date) => date.startsWith(`${year}-`))
      .sort();
    byYear.set(year, dates);
  }
  return dates;
}

export function isCarrierHoliday(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return carrierHolidays(Number(value.slice(0, 4))).includes(value);
}
