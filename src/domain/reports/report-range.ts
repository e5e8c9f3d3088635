import { addDays, parseIsoDate } from '../delivery-schedule';
import { fromShopInput } from '../shop-time';

export const REPORT_PRESETS = [
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
/** A year and a day: a leap year's whole range, and no query over the shop's whole history. */
export const MAX_REPORT_DAYS = 366;

/** Shop calendar days, both ends included. */
export interface ReportRange {
  from: string;
  to: string;
  days: number;
}

export type RangeResult =
  { ok: true; range: ReportRange } | { ok: false; errors: Record<string, string[]> };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((parseIsoDate(to)!.getTime() - parseIsoDate(from)!.getTime()) / DAY_MS) + 1;

/**
 * The report's days on the shop's calendar: a preset ending today (today counts as one of the
 * days), or a custom from/to. Without either, the last 30 days. `today` is the shop's day.
 */
export function resolveReportRange(
  input: { preset?: string; from?: string; to?: string },
  today: string,
): RangeResult {
  if (input.preset && (input.from || input.to))
    return { ok: false, errors: { preset: ['Choose a preset or dates, not both.'] } };
  if (input.from || input.to) {
    const errors: Record<string, string[]> = {};
    if (!input.from || !parseIsoDate(input.from)) errors.from = ['Enter a start date.'];
    if (!input.to || !parseIsoDate(input.to)) errors.to = ['Enter an end date.'];
    if (Object.keys(errors).length) return { ok: false, errors };
    const from = input.from!;
    const to = input.to!;
    if (from > to) return { ok: false, errors: { to: ['The end date is before the start date.'] } };
    const days = daysBetween(from, to);
    if (days > MAX_REPORT_DAYS)
      return { ok: false, errors: { to: [`Choose at most ${MAX_REPORT_DAYS} days.`] } };
    return { ok: true, range: { from, to, days } };
  }
  const preset = (input.preset || 'last_30_days') as ReportPreset;
  if (!(REPORT_PRESETS as readonly string[]).includes(preset))
    return { ok: false, errors: { preset: ['Choose last 7, 30 or 90 days, or this month.'] } };
  const from =
    preset === 'this_month'
      ? `${today.slice(0, 8)}01`
      : addDays(today, -({ last_7_days: 7, last_30_days: 30, last_90_days: 90 }[preset] - 1));
  return { ok: true, range: { from, to: today, days: daysBetween(from, today) } };
}

/** The instant a shop day starts (midnight where the shop is), as an ISO string. */
export function shopDayStart(day: string): string {
  return fromShopInput(`${day}T00:00`)!;
}

/** The range as instants: [start of `from`, start of the day after `to`). */
export function rangeInstants(range: ReportRange): { start: string; end: string } {
  return { start: shopDayStart(range.from), end: shopDayStart(addDays(range.to, 1)) };
}

/** The Monday of the week a shop day is in (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = parseIsoDate(day)!.getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
