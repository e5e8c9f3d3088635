import { parseExpression } from 'cron-parser';

/**
 * The next time a five-field cron schedule (minute hour day-of-month month day-of-week, in UTC)
 * fires after an instant, read by cron-parser: the parser pg-boss itself schedules the queues
 * with, so the console shows the run pg-boss will make.
 */
export function nextCronRun(expression: string, after: Date): Date | null {
  // cron-parser fills missing fields and takes a seconds field; pg-boss's schedules have five.
  if (expression.trim().split(/\s+/).length !== 5) return null;
  try {
    return parseExpression(expression, { currentDate: after, tz: 'UTC' }).next().toDate();
  } catch {
    // An invalid expression, or one that never fires (such as February 30).
    return null;
  }
}
