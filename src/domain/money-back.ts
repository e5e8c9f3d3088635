/**
 * What an order may still give back, whichever way it goes back: a refund to the card, a refund
 * to account credit, or a box claim's credit. They all come out of the same money, so together
 * they never exceed what the order was paid (card charge plus the account credit it used). One
 * rule for the refunds and the claims services, each of which reads these figures under the
 * order's row lock.
 */
export interface OrderMoney {
  /** Captured on the card for the order (0 when nothing was charged). */
  cardPaidCents: number;
  /** Account credit the order used. */
  creditPaidCents: number;
  /** Refunds to the card, pending or succeeded (a failed one no longer counts). */
  cardRefundedCents: number;
  /** Refunds to account credit. */
  creditRefundedCents: number;
  /** Box-claim credit given for the order. */
  claimCreditedCents: number;
}

export interface MoneyBackLeft {
  /** Anything still to give back, by any route. */
  totalCents: number;
  /** Of which may go back to the card: never more than the card was charged. */
  cardCents: number;
  /** Of which may go back as account credit: the whole of what is left. */
  creditCents: number;
}

const nonNegative = (cents: number) => Math.max(0, cents);

export function paidCents(money: OrderMoney): number {
  return nonNegative(money.cardPaidCents) + nonNegative(money.creditPaidCents);
}

export function givenBackCents(money: OrderMoney): number {
  return money.cardRefundedCents + money.creditRefundedCents + money.claimCreditedCents;
}

export function moneyBackLeft(money: OrderMoney): MoneyBackLeft {
  const totalCents = nonNegative(paidCents(money) - givenBackCents(money));
  const cardCents = Math.min(
    totalCents,
    nonNegative(money.cardPaidCents - money.cardRefundedCents),
  );
  return { totalCents, cardCents, creditCents: totalCents };
}

/** The credit a claim worth `requestedCents` may pay: what is left of the order, at most. */
export function claimPayout(requestedCents: number, money: OrderMoney): number {
  return Math.min(nonNegative(requestedCents), moneyBackLeft(money).totalCents);
}

/** Nothing is left to give back: the order was refunded (or credited) in full. */
export function fullyGivenBack(money: OrderMoney): boolean {
  return paidCents(money) > 0 && moneyBackLeft(money).totalCents === 0;
}

/** One card payment of an order: what it took, and what the order's card refunds gave back on it. */
export interface CardPayment {
  id: number;
  amountCents: number;
  refundedCents: number;
}

/** What a card refund may still give back on this payment. */
export const roomOn = (payment: CardPayment): number =>
  nonNegative(payment.amountCents - payment.refundedCents);

/**
 * The payment a card refund goes back on. A provider refunds one payment at a time, never more
 * than it took, and an order may have several: its own charge, then each edit's extra charge
 * (`payments` oldest first). The first with room for `wantedCents`; without an amount (a full
 * refund), the first with any room; when none has room enough, the one with the most, so the
 * refusal names the most a single refund can give back.
 */
export function cardPaymentForRefund<T extends CardPayment>(
  payments: T[],
  wantedCents?: number,
): T | undefined {
  const fits = payments.find((payment) => roomOn(payment) >= Math.max(1, wantedCents ?? 1));
  if (fits) return fits;
  return payments.reduce<T | undefined>(
    (best, payment) => (!best || roomOn(payment) > roomOn(best) ? payment : best),
    undefined,
  );
}
