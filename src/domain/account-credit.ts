/**
 * How much account credit a box takes: all of the balance if the box costs that much after its
 * discount and with its tax, otherwise all of that, so what is charged never goes below zero.
 * Credit is a tender (money the customer holds with the shop), not a discount: the tax is the
 * same whether credit pays or a card does.
 */
export function creditApplied(balanceCents: number, payableCents: number): number {
  return Math.max(0, Math.min(balanceCents, payableCents));
}

/** What a credit ledger line says to the customer: the reason given, else what moved it. */
export function creditEntryReason(entry: {
  kind: 'grant' | 'referral' | 'debit' | 'restore' | 'opening' | 'claim' | 'refund';
  reason: string;
  order_id: number | null;
}): string {
  if (entry.reason.trim()) return entry.reason.trim();
  switch (entry.kind) {
    case 'debit':
      return entry.order_id ? `Used on order #${entry.order_id}` : 'Used on a box';
    case 'restore':
      return entry.order_id ? `Returned from order #${entry.order_id}` : 'Returned';
    case 'referral':
      return 'Referral';
    case 'opening':
      return 'Opening balance';
    case 'claim':
      return entry.order_id ? `For a problem with order #${entry.order_id}` : 'For a box problem';
    case 'refund':
      return entry.order_id ? `Refund of order #${entry.order_id}` : 'Refund';
    default:
      return 'Credit added';
  }
}
