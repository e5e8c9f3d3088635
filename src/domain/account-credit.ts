/**
 * How much account credit a box takes: all of the balance if the box costs that much after its
 * discount, otherwise the box's price, so what is charged never goes below zero. Tax is then
 * worked out on what is left (credit is money already paid, like a discount).
 */
export function creditApplied(balanceCents: number, payableCents: number): number {
  return Math.max(0, Math.min(balanceCents, payableCents));
}
