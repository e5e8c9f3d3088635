import { describe, expect, it } from 'vitest';
import {
  cardPaymentForRefund,
  claimPayout,
  fullyGivenBack,
  moneyBackLeft,
  type CardPayment,
  type OrderMoney,
} from './money-back';

// A $56.67 box paid $46.67 by card and $10.00 of account credit.
const order = (given: Partial<OrderMoney> = {}): OrderMoney => ({
  cardPaidCents: 4667,
  creditPaidCents: 1000,
  cardRefundedCents: 0,
  creditRefundedCents: 0,
  claimCreditedCents: 0,
  ...given,
});

describe('money back (refunds and claims against what was paid)', () => {
  it.each<[string, Partial<OrderMoney>, { totalCents: number; cardCents: number }]>([
    ['nothing given back yet', {}, { totalCents: 5667, cardCents: 4667 }],
    ['the card refunded in full', { cardRefundedCents: 4667 }, { totalCents: 1000, cardCents: 0 }],
    [
      'the card and the credit refunded',
      { cardRefundedCents: 4667, creditRefundedCents: 1000 },
      { totalCents: 0, cardCents: 0 },
    ],
    ['a claim credited first', { claimCreditedCents: 5334 }, { totalCents: 333, cardCents: 333 }],
    [
      'a partial refund and a claim',
      { cardRefundedCents: 2000, claimCreditedCents: 3000 },
      { totalCents: 667, cardCents: 667 },
    ],
    [
      'more given than paid (never negative)',
      { cardRefundedCents: 4667, claimCreditedCents: 5334 },
      { totalCents: 0, cardCents: 0 },
    ],
    [
      'credit given back, the card untouched',
      { creditRefundedCents: 1000 },
      { totalCents: 4667, cardCents: 4667 },
    ],
  ])('after %s', (_name, given, left) => {
    expect(moneyBackLeft(order(given))).toEqual({ ...left, creditCents: left.totalCents });
  });

  it.each<[string, Partial<OrderMoney>, number, number]>([
    [
      'a claim on an order refunded in full pays nothing',
      { cardRefundedCents: 4667, creditRefundedCents: 1000 },
      5334,
      0,
    ],
    [
      'a claim on a partly refunded order pays what is left',
      { cardRefundedCents: 5000 - 333 },
      5334,
      1000,
    ],
    ['a claim within what is left pays in full', {}, 5334, 5334],
    ['a second claim is capped by the first', { claimCreditedCents: 5000 }, 5334, 667],
    ['a negative request pays nothing', {}, -5, 0],
  ])('%s', (_name, given, requested, paid) => {
    expect(claimPayout(requested, order(given))).toBe(paid);
  });

  it('flags an order with nothing left to give back, never one that cost nothing', () => {
    expect(fullyGivenBack(order({ cardRefundedCents: 4667, creditRefundedCents: 1000 }))).toBe(
      true,
    );
    expect(fullyGivenBack(order({ cardRefundedCents: 4667 }))).toBe(false);
    expect(fullyGivenBack(order({ cardPaidCents: 0, creditPaidCents: 0 }))).toBe(false);
  });
});

describe('the card payment a refund goes back on', () => {
  // A $107.80 box (payment 1), then an edit charged $24.99 more (payment 2).
  const payments = (refunded1 = 0, refunded2 = 0): CardPayment[] => [
    { id: 1, amountCents: 10780, refundedCents: refunded1 },
    { id: 2, amountCents: 2499, refundedCents: refunded2 },
  ];

  it.each<[string, CardPayment[], number | undefined, number | undefined]>([
    ['a full refund: the box’s own payment first', payments(), undefined, 1],
    ['a full refund once it is given back: the edit’s charge', payments(10780), undefined, 2],
    ['an amount that fits the first payment', payments(), 5000, 1],
    ['an amount only the edit’s charge has room for', payments(9000), 2000, 2],
    ['more than any one payment has: the one with the most room', payments(9000), 3000, 2],
    ['everything given back: the first (a refusal names it)', payments(10780, 2499), undefined, 1],
    ['no card payment: none', [], 100, undefined],
  ])('%s', (_name, given, wanted, chosen) => {
    expect(cardPaymentForRefund(given, wanted)?.id).toBe(chosen);
  });
});
