import { describe, expect, it } from 'vitest';
import { consoleAlerts, isPaymentSpike } from './console-alerts';

const quiet = { lateBoxes: 0, deadJobs: [], failedCharges: { last24h: 0, previous7Days: 0 } };

describe('console alerts', () => {
  it.each([
    // Above the threshold of 5 and above twice the daily average (14 a week = 2 a day → 4).
    [6, 14, true],
    [6, 0, true],
    // At the threshold: never a spike.
    [5, 0, false],
    // Twice the average exactly is not above it: 21 a week = 3 a day → 6.
    [6, 21, false],
    [7, 21, true],
    [40, 140, false],
  ])('%i failures after %i in the week before: spike %s', (last24h, week, spike) => {
    expect(isPaymentSpike(last24h, week)).toBe(spike);
  });

  it('says nothing when all is well', () => {
    expect(consoleAlerts(quiet)).toEqual([]);
    expect(consoleAlerts({ ...quiet, deadJobs: [{ queue: 'renewals', count: 0 }] })).toEqual([]);
  });

  it('lists late boxes, dead jobs per queue and a payment spike, with where to look', () => {
    expect(
      consoleAlerts({
        lateBoxes: 3,
        deadJobs: [
          { queue: 'email-delivery', count: 2 },
          { queue: 'renewals', count: 0 },
          { queue: 'contact-sync', count: 1 },
        ],
        failedCharges: { last24h: 9, previous7Days: 7 },
      }),
    ).toEqual([
      {
        kind: 'late_boxes',
        message: '3 paid boxes are not shipped by their delivery date.',
        href: '/admin/fulfilment/',
        link: 'Open fulfilment',
      },
      {
        kind: 'dead_jobs',
        message:
          '3 jobs failed for good in the last 24 hours (email-delivery: 2, contact-sync: 1).',
        href: '/admin/jobs/',
        link: 'Open jobs',
      },
      {
        kind: 'payment_spike',
        message:
          '9 renewal charges failed in the last 24 hours, against 1.0 a day over the week before.',
        href: '/admin/payments/failed/',
        link: 'Open failed payments',
      },
    ]);
    expect(consoleAlerts({ ...quiet, lateBoxes: 1 })[0]!.message).toBe(
      '1 paid box is not shipped by its delivery date.',
    );
  });
});
