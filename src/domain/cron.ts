/**
 * The next time a five-field cron schedule (minute hour day-of-month month day-of-week, in UTC,
 * as pg-boss reads the queues' schedules) fires after an instant. Fields take `*`, numbers,
 * ranges `a-b`, steps `*\/n` or `a-b/n`, and lists of those; day 7 is Sunday as 0 is. As in cron,
 * when both day fields are restricted a day matching either one fires.
 */
const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

interface Schedule {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

function parseField(text: string, { min, max }: { min: number; max: number }): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    // 'n/step' alone means from n to the end, as in cron.
    const end = match[4] !== undefined && match[3] === undefined && match[1] !== '*' ? max : to;
    if (from < min || end > max || from > end || step < 1) return null;
    for (let value = from; value <= end; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): Schedule | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const sets = parts.map((part, index) => parseField(part, FIELDS[index]!));
  if (sets.some((set) => set === null)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.has(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    anyDay: parts[2] === '*',
    anyWeekday: parts[4] === '*',
  };
}

const dayMatches = (schedule: Schedule, date: Date) => {
  const byDay = schedule.days.has(date.getUTCDate());
  const byWeekday = schedule.weekdays.has(date.getUTCDay());
  if (schedule.anyDay && schedule.anyWeekday) return true;
  if (schedule.anyDay) return byWeekday;
  if (schedule.anyWeekday) return byDay;
  return byDay || byWeekday;
};

/** Days looked through before giving up (a schedule such as Feb 30 never fires). */
const SEARCH_DAYS = 366 * 5;

/** The next firing strictly after `after`, or null for a schedule that is invalid or never fires. */
export function nextCronRun(expression: string, after: Date): Date | null {
  const schedule = parseCron(expression);
  if (!schedule) return null;
  const start = new Date(after.getTime());
  start.setUTCSeconds(0, 0);
  start.setUTCMinutes(start.getUTCMinutes() + 1);
  const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  for (let index = 0; index < SEARCH_DAYS; index += 1) {
    if (schedule.months.has(day.getUTCMonth() + 1) && dayMatches(schedule, day)) {
      for (const hour of [...schedule.hours].sort((a, b) => a - b)) {
        for (const minute of [...schedule.minutes].sort((a, b) => a - b)) {
          const candidate = new Date(day.getTime() + hour * 3_600_000 + minute * 60_000);
          if (candidate >= start) return candidate;
        }
      }
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return null;
}
