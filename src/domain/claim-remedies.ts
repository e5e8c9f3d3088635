import { fullyGivenBack, type OrderMoney } from './money-back';

/**
 * One rule for every claim remedy (a credit or a reship), whether the limits approve it at once
 * or staff do later: a remedy makes good a box the customer paid for and did not get whole, so
 * none is given for an order that already gave back everything it was paid (refunded in full)
 * or that was cancelled (held from shipping and never shipped: there is no box to make good).
 * Credit is then also capped at what the order has left (claimPayout in money-back.ts).
 */
export type RemedyRefusal = 'order_refunded' | 'order_cancelled';

export interface RemedyOrderState {
  money: OrderMoney;
  holdReason: 'refunded' | 'staff' | null;
  /** Whether any box of the order left the warehouse. */
  shipped: boolean;
}

export function remedyRefusal(order: RemedyOrderState): RemedyRefusal | null {
  if (order.holdReason === 'refunded' || fullyGivenBack(order.money)) return 'order_refunded';
  if (order.holdReason !== null && !order.shipped) return 'order_cancelled';
  return null;
}

export const REMEDY_REFUSALS: Record<RemedyRefusal, string> = {
  order_refunded: 'This box was already refunded in full, so there is nothing left to make good.',
  order_cancelled:
    'This box was cancelled before it shipped, so there is nothing to replace or credit.',
};
