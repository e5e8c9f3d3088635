import { CronExpressionParser } from 'cron-parser';

/**
 * The next time a five-field cron schedule (minute hour day-of-month month day-of-week, in UTC,
 * as pg-boss reads the queues' schedules, with cron-parser too) fires after an instant.
 */
export function nextCronRun(expression: string, after: Date): Date | null {
  // cron-parser fills missing fields and takes a seconds field; pg-boss's schedules have five.
  if (expression.trim().split(/\s+/).length !== 5) return null;
  try {
    return CronExpressionParser.parse(expression, { currentDate: after, tz: 'UTC' })
      .next()
      .toDate();
  } catch {
    // An invalid expression, or one that never fires (such as February 30).
    return null;
  }
}
