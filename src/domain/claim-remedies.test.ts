import { describe, expect, it } from 'vitest';
import type { OrderMoney } from './money-back';
import { remedyRefusal, type RemedyOrderState } from './claim-remedies';

const paid: OrderMoney = {
  cardPaidCents: 10668,
  creditPaidCents: 0,
  cardRefundedCents: 0,
  creditRefundedCents: 0,
  claimCreditedCents: 0,
};
const refunded = { ...paid, cardRefundedCents: 10668 };
const partly = { ...paid, cardRefundedCents: 5000 };

describe('remedyRefusal (one rule for credit and reship)', () => {
  it.each<[string, RemedyOrderState, ReturnType<typeof remedyRefusal>]>([
    ['a paid, shipped box', { money: paid, holdReason: null, shipped: true }, null],
    ['partly refunded', { money: partly, holdReason: null, shipped: true }, null],
    [
      'refunded in full, shipped',
      { money: refunded, holdReason: null, shipped: true },
      'order_refunded',
    ],
    [
      'refunded in full and held',
      { money: refunded, holdReason: 'refunded', shipped: false },
      'order_refunded',
    ],
    [
      'cancelled by staff, money not back yet',
      { money: paid, holdReason: 'staff', shipped: false },
      'order_cancelled',
    ],
    ['held after it shipped', { money: paid, holdReason: 'staff', shipped: true }, null],
    [
      'credited in full by claims',
      { money: { ...paid, claimCreditedCents: 10668 }, holdReason: null, shipped: true },
      'order_refunded',
    ],
  ])('%s', (_name, order, refusal) => {
    expect(remedyRefusal(order)).toBe(refusal);
  });
});
