/**
 * Which boxes a bulk action on a delivery date acts on, and why it leaves the others: held boxes
 * (refunded in full, or held by staff) and unpaid ones are never packed or shipped; boxes already
 * where the action would put them are left as they are.
 */
export type BulkAction = 'pack' | 'ship';
export type BoxStatus = 'pending' | 'packed' | 'shipped';

export interface BulkCandidate {
  orderId: number;
  petId: number;
  /** The order's payment status ('paid' is the only one that ships). */
  orderStatus: string;
  holdReason: 'refunded' | 'staff' | null;
  status: BoxStatus;
}

export type SkipReason = 'refunded' | 'on_hold' | 'unpaid' | 'already_packed' | 'already_shipped';

export const SKIP_REASON_TEXT: Record<SkipReason, string> = {
  refunded: 'refunded in full (do not ship)',
  on_hold: 'on hold',
  unpaid: 'not paid',
  already_packed: 'already packed',
  already_shipped: 'already shipped',
};

export interface BulkSelection<T extends BulkCandidate> {
  act: T[];
  skipped: { box: T; reason: SkipReason }[];
}

export function skipReason(action: BulkAction, box: BulkCandidate): SkipReason | null {
  if (box.orderStatus !== 'paid') return 'unpaid';
  if (box.holdReason === 'refunded') return 'refunded';
  if (box.holdReason) return 'on_hold';
  if (box.status === 'shipped') return 'already_shipped';
  if (action === 'pack' && box.status === 'packed') return 'already_packed';
  return null;
}

export function selectForBulk<T extends BulkCandidate>(
  action: BulkAction,
  boxes: readonly T[],
): BulkSelection<T> {
  const selection: BulkSelection<T> = { act: [], skipped: [] };
  for (const box of boxes) {
    const reason = skipReason(action, box);
    if (reason) selection.skipped.push({ box, reason });
    else selection.act.push(box);
  }
  return selection;
}

/** The skipped boxes counted per reason, for the summary line ("3 on hold, 1 not paid"). */
export function skipCounts(skipped: readonly { reason: SkipReason }[]): Record<SkipReason, number> {
  const counts = {
    refunded: 0,
    on_hold: 0,
    unpaid: 0,
    already_packed: 0,
    already_shipped: 0,
  };
  for (const { reason } of skipped) counts[reason] += 1;
  return counts;
}
