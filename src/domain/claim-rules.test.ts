import { describe, expect, it } from 'vitest';
import { claimWindowProblem } from './claim-rules';

const base = {
  orderStatus: 'paid',
  orderKind: 'renewal',
  deliveryDate: '2026-11-10',
  shipped: false,
  today: '2026-11-12',
  windowDays: 14,
};

describe('claimWindowProblem', () => {
  it.each([
    ['a delivered box within the window', {}, null],
    ['on the delivery date', { today: '2026-11-10' }, null],
    ['on the last day of the window', { today: '2026-11-24' }, null],
    ['a day after the window', { today: '2026-11-25' }, 'too_old'],
    ['before delivery, not shipped', { today: '2026-11-08' }, 'not_arrived'],
    ['before delivery, shipped (arrived early)', { today: '2026-11-08', shipped: true }, null],
    [
      'late before the delivery date',
      { today: '2026-11-08', shipped: true, problem: 'late' },
      'not_arrived',
    ],
    ['late after the delivery date', { problem: 'late' }, null],
    ['an unpaid order', { orderStatus: 'payment_failed' }, 'not_claimable'],
    ['a reship', { orderKind: 'reship' }, 'not_claimable'],
    ['a shorter window set by the operator', { windowDays: 1 }, 'too_old'],
  ] as const)('%s', (_name, change, expected) => {
    expect(claimWindowProblem({ ...base, ...change })).toBe(expected);
  });
});
