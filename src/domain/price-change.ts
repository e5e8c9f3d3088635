/**
 * Why a box costs more without the customer having asked for anything different. A discount
 * that is only smaller (a percentage of a cheaper box, a first box's share rounded among pups)
 * has not ended, and the notice must not say it has, whatever the size of the change.
 */
export type PriceChangeReason = 'catalogue_price' | 'discount_ended' | 'discount_smaller';

export interface PricedLine {
  sku: string;
  quantity: number;
  unit_cents: number;
}

/** One pup's box: the last one charged, or the next one as renewals will price it. */
export interface PupBox {
  lines: PricedLine[];
  /** Offer or first-box discount on this box (referral credit not included). */
  discount: number;
  total: number;
}

export interface PriceChange {
  oldTotal: number;
  newTotal: number;
  reasons: PriceChangeReason[];
  /** The discounts of the last box and of the next, for the notice to name. */
  oldDiscount: number;
  newDiscount: number;
}

/** Boxes this many days ahead or nearer are looked at (a daily run sends before the minimum). */
export const PRICE_NOTICE_LOOKAHEAD_DAYS = 14;

/**
 * Whether the next box needs a price-change notice: it costs more than the last one charged, and
 * for a reason the customer did not choose: a line they kept (same recipe or extra, same
 * quantity) now has a higher unit price, or a discount the last box had is smaller or gone.
 * Boxes that cost more only because the customer changed them (other recipes, more food, new
 * extras) or because referral credit ran out need no notice.
 */
export function priceChange(last: PupBox | null, next: PupBox): PriceChange | null {
  if (!last || next.total <= last.total) return null;
  const reasons: PriceChangeReason[] = [];
  const kept = next.lines.filter((line) =>
    last.lines.some((old) => old.sku === line.sku && old.quantity === line.quantity),
  );
  const dearer = kept.some((line) =>
    last.lines.some((old) => old.sku === line.sku && line.unit_cents > old.unit_cents),
  );
  if (dearer) reasons.push('catalogue_price');
  if (next.discount < last.discount)
    reasons.push(next.discount <= 0 ? 'discount_ended' : 'discount_smaller');
  return reasons.length
    ? {
        oldTotal: last.total,
        newTotal: next.total,
        reasons,
        oldDiscount: last.discount,
        newDiscount: next.discount,
      }
    : null;
}

/**
 * A pup's part of an order that paid for several pups' first boxes: the order's total shared by
 * the pups' line subtotals (the last pup takes the rounding, so the parts add up to the total).
 */
export function pupShare(orderTotal: number, pupSubtotals: number[], index: number): number {
  const all = pupSubtotals.reduce((sum, cents) => sum + cents, 0);
  if (all === 0) return 0;
  const shares = pupSubtotals.map((cents) => Math.round((orderTotal * cents) / all));
  const rest = orderTotal - shares.slice(0, -1).reduce((sum, cents) => sum + cents, 0);
  return index === pupSubtotals.length - 1 ? rest : shares[index]!;
}
