/**
 * What the affected lines of an order were paid, in cents: each line's price less its share of
 * the order's offer discount (shared in proportion to line totals, largest remainder first, so
 * the shares add up to the discount exactly), then the claimed part of its quantity, rounded
 * down. Tax and shipping are not part of it. Account credit the order used is not taken off: it
 * was the customer's money.
 */
export interface PaidLine {
  id: number;
  quantity: number;
  totalCents: number;
}

export function discountShares(lines: PaidLine[], discountCents: number): Map<number, number> {
  const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discount = Math.min(Math.max(0, discountCents), subtotal);
  const shares = new Map<number, number>();
  if (subtotal === 0 || discount === 0) {
    for (const line of lines) shares.set(line.id, 0);
    return shares;
  }
  const exact = lines.map((line) => {
    const product = discount * line.totalCents;
    return { id: line.id, floor: Math.floor(product / subtotal), rest: product % subtotal };
  });
  let left = discount - exact.reduce((sum, line) => sum + line.floor, 0);
  const byRest = [...exact].sort((a, b) => b.rest - a.rest || a.id - b.id);
  for (const line of byRest) {
    shares.set(line.id, line.floor + (left > 0 ? 1 : 0));
    if (left > 0) left -= 1;
  }
  return shares;
}

/** The paid value of `quantity` of each claimed line, per line id. */
export function claimedAmounts(
  lines: PaidLine[],
  discountCents: number,
  claimed: { id: number; quantity: number }[],
): Map<number, number> {
  const shares = discountShares(lines, discountCents);
  const amounts = new Map<number, number>();
  for (const claim of claimed) {
    const line = lines.find((candidate) => candidate.id === claim.id);
    if (!line || line.quantity <= 0) continue;
    const paid = line.totalCents - (shares.get(line.id) ?? 0);
    const quantity = Math.min(claim.quantity, line.quantity);
    amounts.set(line.id, Math.floor((paid * quantity) / line.quantity));
  }
  return amounts;
}
