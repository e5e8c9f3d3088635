import { describe, expect, it } from 'vitest';
import { claimWindowProblem } from './claim-rules';

const base = {
  orderStatus: 'paid',
  orderKind: 'renewal',
  deliveryDate: '2026-11-10',
  arrivedOn: [] as string[],
  today: '2026-11-12',
  windowDays: 14,
};

describe('claimWindowProblem', () => {
  it.each([
    ['two days late, no news from the carrier', {}, null],
    ['one day late, no news from the carrier', { today: '2026-11-11' }, 'not_arrived'],
    ['on the delivery date, not delivered', { today: '2026-11-10' }, 'not_arrived'],
    ['delivered on its date', { today: '2026-11-10', arrivedOn: ['2026-11-10'] }, null],
    ['on the last day of the window', { today: '2026-11-24' }, null],
    ['a day after the window', { today: '2026-11-25' }, 'too_old'],
    ['before delivery, not delivered', { today: '2026-11-08' }, 'not_arrived'],
    ['delivered early', { today: '2026-11-08', arrivedOn: ['2026-11-08'] }, null],
    [
      'late before the delivery date',
      { today: '2026-11-08', arrivedOn: ['2026-11-08'], problem: 'late' },
      'not_arrived',
    ],
    ['late after the delivery date', { problem: 'late' }, null],
    [
      'one pup’s box delivered, the other not yet',
      { today: '2026-11-10', arrivedOn: ['2026-11-10'] },
      null,
    ],
    ['an unpaid order', { orderStatus: 'payment_failed' }, 'not_claimable'],
    ['a reship', { orderKind: 'reship' }, 'not_claimable'],
    ['a shorter window set by the operator', { windowDays: 1 }, 'too_old'],
  ] as const)('%s', (_name, change, expected) => {
    expect(claimWindowProblem({ ...base, ...change })).toBe(expected);
  });
});
