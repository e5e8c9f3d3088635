import { describe, expect, it } from 'vitest';
import { checkRefund, fullRefundLines, type RefundableLine } from './refund-limits';

// An order of $50 + $20 of lines, $8 shipping and $4 tax, with $10 off: $72 captured.
const lines = (refunded: Partial<Record<string, number>> = {}): RefundableLine[] => [
  {
    line: 'item:1',
    label: 'Chicken plan',
    totalCents: 5000,
    refundedCents: refunded['item:1'] ?? 0,
  },
  { line: 'item:2', label: 'Treats', totalCents: 2000, refundedCents: refunded['item:2'] ?? 0 },
  { line: 'shipping', label: 'shipping', totalCents: 800, refundedCents: refunded.shipping ?? 0 },
  { line: 'tax', label: 'tax', totalCents: 400, refundedCents: refunded.tax ?? 0 },
];
const CAPTURED = 7200;
/** The card limit when only these line refunds were given back. */
const limit = (refunded: Partial<Record<string, number>> = {}) => ({
  leftCents:
    CAPTURED - Object.values(refunded).reduce<number>((sum, cents) => sum + (cents ?? 0), 0),
  paidCents: CAPTURED,
});

describe('refund limits', () => {
  it.each([
    ['part of one line', {}, [{ line: 'item:2', amountCents: 500 }], 500],
    ['a whole line', {}, [{ line: 'item:1', amountCents: 5000 }], 5000],
    [
      'the rest of a line refunded before',
      { 'item:2': 1500 },
      [{ line: 'item:2', amountCents: 500 }],
      500,
    ],
    [
      'several lines, up to the capture',
      {},
      [
        { line: 'item:1', amountCents: 5000 },
        { line: 'item:2', amountCents: 2000 },
        { line: 'tax', amountCents: 200 },
      ],
      7200,
    ],
    [
      'zero on some lines',
      {},
      [
        { line: 'item:1', amountCents: 0 },
        { line: 'shipping', amountCents: 800 },
      ],
      800,
    ],
  ])('allows %s', (_name, refunded, requested, amount) => {
    const check = checkRefund(limit(refunded), lines(refunded), requested);
    expect(check).toMatchObject({ ok: true, amountCents: amount });
  });

  it.each([
    [
      'a cent more than a line',
      {},
      [{ line: 'item:2', amountCents: 2001 }],
      'At most $20.00 of Treats can still be refunded.',
    ],
    [
      'more than is left of a line',
      { 'item:2': 1500 },
      [{ line: 'item:2', amountCents: 501 }],
      'At most $5.00 of Treats can still be refunded.',
    ],
    [
      'a cent more than the capture',
      {},
      [
        { line: 'item:1', amountCents: 5000 },
        { line: 'item:2', amountCents: 2000 },
        { line: 'tax', amountCents: 201 },
      ],
      'At most $72.00 of this order can still be refunded ($72.00 was charged).',
    ],
    [
      'more than is left of the order',
      { 'item:1': 5000, 'item:2': 1000 },
      [
        { line: 'item:2', amountCents: 1000 },
        { line: 'shipping', amountCents: 800 },
      ],
      'At most $12.00 of this order can still be refunded ($72.00 was charged).',
    ],
    [
      'a line the order does not have',
      {},
      [{ line: 'item:9', amountCents: 100 }],
      'This order has no such line.',
    ],
    [
      'a line twice',
      {},
      [
        { line: 'item:2', amountCents: 100 },
        { line: 'item:2', amountCents: 100 },
      ],
      'This line is listed twice.',
    ],
    [
      'a fraction of a cent',
      {},
      [{ line: 'item:2', amountCents: 10.5 }],
      'Enter an amount in whole cents, 0 or more.',
    ],
    [
      'a negative amount',
      {},
      [{ line: 'item:2', amountCents: -100 }],
      'Enter an amount in whole cents, 0 or more.',
    ],
    ['nothing at all', {}, [{ line: 'item:2', amountCents: 0 }], 'Choose an amount to refund.'],
  ])('refuses %s', (_name, refunded, requested, detail) => {
    const check = checkRefund(limit(refunded), lines(refunded), requested);
    expect(check).toMatchObject({
      ok: false,
      kind: detail.startsWith('At most') ? 'too_large' : 'invalid',
      detail,
    });
  });

  it('tells a full refund of a fully refunded order that nothing is left', () => {
    const given = { 'item:1': 5000, 'item:2': 2000, shipping: 200 };
    const done = lines(given);
    const left = limit(given);
    expect(checkRefund(left, done, fullRefundLines(left.leftCents, done))).toMatchObject({
      ok: false,
      kind: 'too_large',
      detail: 'At most $0.00 of this order can still be refunded ($72.00 was charged).',
    });
  });

  it('never refunds past what is left of the order, whatever the lines still allow', () => {
    // A claim credited $60 of this order: the lines are untouched, the order is not.
    const check = checkRefund({ leftCents: 1200, paidCents: CAPTURED }, lines(), [
      { line: 'item:1', amountCents: 1201 },
    ]);
    expect(check).toMatchObject({
      ok: false,
      detail: 'At most $12.00 of this order can still be refunded ($72.00 was charged).',
    });
    expect(fullRefundLines(1200, lines())).toEqual([{ line: 'item:1', amountCents: 1200 }]);
  });

  it('plans a full refund line by line, never past the capture', () => {
    expect(fullRefundLines(limit().leftCents, lines())).toEqual([
      { line: 'item:1', amountCents: 5000 },
      { line: 'item:2', amountCents: 2000 },
      { line: 'shipping', amountCents: 200 },
    ]);
    expect(fullRefundLines(limit({ 'item:1': 5000 }).leftCents, lines({ 'item:1': 5000 }))).toEqual(
      [
        { line: 'item:2', amountCents: 2000 },
        { line: 'shipping', amountCents: 200 },
      ],
    );
    expect(fullRefundLines(0, lines({ 'item:1': 5000, 'item:2': 2000, shipping: 200 }))).toEqual(
      [],
    );
  });
});
