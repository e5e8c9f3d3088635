/** What the dashboard warns about, most urgent first. */
export interface ConsoleAlert {
  kind: 'late_boxes' | 'dead_jobs' | 'payment_spike';
  message: string;
  /** Where to look into it, and the link's words. */
  href: string;
  link: string;
}

/** Failed renewal charges in a day below this are never a spike, however quiet the week was. */
export const SPIKE_THRESHOLD = 5;
/** A day is a spike above this many times the previous seven days' daily average. */
export const SPIKE_FACTOR = 2;

/**
 * A spike of failed renewal charges: more than SPIKE_THRESHOLD in the last 24 hours and more than
 * twice the daily average of the seven days before them.
 */
export function isPaymentSpike(last24h: number, previous7Days: number): boolean {
  return last24h > SPIKE_THRESHOLD && last24h * 7 > SPIKE_FACTOR * previous7Days;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The dashboard's alerts from the counts the console reads. */
export function consoleAlerts(input: {
  /** Paid boxes not shipped by their delivery date (and not held). */
  lateBoxes: number;
  /** Jobs that failed for good in the last 24 hours, per queue. */
  deadJobs: ReadonlyArray<{ queue: string; count: number }>;
  failedCharges: { last24h: number; previous7Days: number };
}): ConsoleAlert[] {
  const alerts: ConsoleAlert[] = [];
  if (input.lateBoxes > 0)
    alerts.push({
      kind: 'late_boxes',
      message: `${plural(input.lateBoxes, 'paid box is', 'paid boxes are')} not shipped by ${input.lateBoxes === 1 ? 'its' : 'their'} delivery date.`,
      href: '/admin/fulfilment/',
      link: 'Open fulfilment',
    });
  const dead = input.deadJobs.filter((queue) => queue.count > 0);
  if (dead.length) {
    const total = dead.reduce((sum, queue) => sum + queue.count, 0);
    alerts.push({
      kind: 'dead_jobs',
      message: `${plural(total, 'job', 'jobs')} failed for good in the last 24 hours (${dead
        .map((queue) => `${queue.queue}: ${queue.count}`)
        .join(', ')}).`,
      href: '/admin/jobs/',
      link: 'Open jobs',
    });
  }
  const { last24h, previous7Days } = input.failedCharges;
  if (isPaymentSpike(last24h, previous7Days))
    alerts.push({
      kind: 'payment_spike',
      message: `${plural(last24h, 'renewal charge', 'renewal charges')} failed in the last 24 hours, against ${(previous7Days / 7).toFixed(1)} a day over the week before.`,
      href: '/admin/payments/failed/',
      link: 'Open failed payments',
    });
  return alerts;
}
