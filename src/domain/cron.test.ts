import { describe, expect, it } from 'vitest';
import { nextCronRun } from './cron';

const AT = new Date('2031-03-05T13:07:30Z'); // a Wednesday

describe('the next run of a cron schedule', () => {
  it.each([
    ['*/15 * * * *', '2031-03-05T13:15:00.000Z'],
    ['*/5 * * * *', '2031-03-05T13:10:00.000Z'],
    ['*/10 * * * *', '2031-03-05T13:10:00.000Z'],
    // Daily at 14:00: later today; at 13:00: tomorrow.
    ['0 14 * * *', '2031-03-05T14:00:00.000Z'],
    ['0 13 * * *', '2031-03-06T13:00:00.000Z'],
    ['* * * * *', '2031-03-05T13:08:00.000Z'],
    // Mondays at 09:30 (1), Sundays as 0 and as 7.
    ['30 9 * * 1', '2031-03-10T09:30:00.000Z'],
    ['0 0 * * 0', '2031-03-09T00:00:00.000Z'],
    ['0 0 * * 7', '2031-03-09T00:00:00.000Z'],
    // The first of the month; either day field when both are set (the 1st, or any Friday).
    ['0 6 1 * *', '2031-04-01T06:00:00.000Z'],
    ['0 6 1 * 5', '2031-03-07T06:00:00.000Z'],
    // Lists and ranges; a step over a range; the year turning.
    ['0 8,20 * * *', '2031-03-05T20:00:00.000Z'],
    ['0 9-17/4 * * 1-5', '2031-03-05T17:00:00.000Z'],
    ['0 0 1 1 *', '2032-01-01T00:00:00.000Z'],
    ['0 0 29 2 *', '2032-02-29T00:00:00.000Z'],
  ])('%s after Wed Mar 5, 2031 13:07:30 UTC runs at %s', (cron, next) => {
    expect(nextCronRun(cron, AT)?.toISOString()).toBe(next);
  });

  it('is strictly after the instant, even on a firing minute', () => {
    expect(nextCronRun('*/15 * * * *', new Date('2031-03-05T13:15:00Z'))?.toISOString()).toBe(
      '2031-03-05T13:30:00.000Z',
    );
  });

  it.each([
    '',
    '* * * *',
    '60 * * * *',
    '0 24 * * *',
    '0 0 0 * *',
    '0 0 * 13 *',
    'a b c d e',
    '*/0 * * * *',
    '0 0 * * * *',
  ])('refuses %j', (cron) => {
    expect(nextCronRun(cron, AT)).toBeNull();
  });

  it('gives up on a day that never comes', () => {
    expect(nextCronRun('0 0 30 2 *', AT)).toBeNull();
  });
});
