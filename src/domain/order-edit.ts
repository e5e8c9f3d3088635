import { parsePlanSku } from './plan-sku';

/**
 * Staff edits of a placed order's recipes and extras before it is packed: the rule that turns the
 * order's lines and the change asked for into the new lines and totals. Lines already paid for
 * keep the price they were sold at; only what the edit changes or adds takes today's price.
 * All money in cents.
 */
export interface EditLine {
  pet_id: number | null;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

export interface EditTotals {
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  shipping: number;
  total: number;
}

/** A pup's plan line with new recipes: its new sku and that plan's box price today. */
export interface PlanReplacement {
  pet_id: number;
  sku: string;
  unit_cents: number;
}

/** An extra as the order should hold it after the edit (quantity 0: removed). */
export interface WantedExtra {
  pet_id: number | null;
  sku: string;
  quantity: number;
}

/** An extra on sale today, for lines the edit adds. */
export interface PricedExtra {
  sku: string;
  product_name: string;
  product_type: string;
  unit_cents: number;
}

export const isPlanLine = (line: Pick<EditLine, 'sku'>) => parsePlanSku(line.sku) !== null;

const sameExtra = (line: Pick<EditLine, 'pet_id' | 'sku'>, wanted: WantedExtra) =>
  line.sku === wanted.sku && line.pet_id === wanted.pet_id;

/**
 * The order's lines after the edit: plan lines stay in place (new recipes, new price, same box
 * size and name); `extras` is the whole list of extras the box should hold. An extra already in
 * the box keeps its unit price at any quantity; one it did not hold takes today's price.
 * Returns the sku of an extra that is not on sale instead, when one is asked for.
 */
export function editedLines(input: {
  lines: readonly EditLine[];
  plans: readonly PlanReplacement[];
  extras: readonly WantedExtra[];
  onSale: ReadonlyMap<string, PricedExtra>;
}): { ok: true; lines: EditLine[] } | { ok: false; unknownSku: string } {
  const result: EditLine[] = [];
  for (const line of input.lines) {
    if (isPlanLine(line)) {
      const plan = input.plans.find((replacement) => replacement.pet_id === line.pet_id);
      result.push(
        plan
          ? { ...line, sku: plan.sku, unit_cents: plan.unit_cents, total_cents: plan.unit_cents }
          : { ...line },
      );
      continue;
    }
    const wanted = input.extras.find((extra) => sameExtra(line, extra));
    if (wanted && wanted.quantity > 0)
      result.push({
        ...line,
        quantity: wanted.quantity,
        total_cents: line.unit_cents * wanted.quantity,
      });
  }
  for (const wanted of input.extras) {
    if (wanted.quantity <= 0) continue;
    if (input.lines.some((line) => !isPlanLine(line) && sameExtra(line, wanted))) continue;
    const product = input.onSale.get(wanted.sku);
    if (!product) return { ok: false, unknownSku: wanted.sku };
    result.push({
      pet_id: wanted.pet_id,
      sku: product.sku,
      product_type: product.product_type,
      product_name: product.product_name,
      quantity: wanted.quantity,
      unit_cents: product.unit_cents,
      total_cents: product.unit_cents * wanted.quantity,
    });
  }
  return { ok: true, lines: result };
}

const lineKey = (line: EditLine) =>
  [line.pet_id, line.sku, line.quantity, line.unit_cents].join('|');

/** Whether the edit changes anything at all (same lines, same prices). */
export function sameLines(a: readonly EditLine[], b: readonly EditLine[]): boolean {
  const keys = (lines: readonly EditLine[]) => lines.map(lineKey).sort().join('\n');
  return keys(a) === keys(b);
}

/**
 * The order's totals with its new lines and their tax. The offer's discount stays what the order
 * was given (no more than the new subtotal), shipping stays, and the account credit spent stays
 * spent: the card pays or gets back the difference. Null when the new box would cost less than
 * the credit it used (that credit cannot go back to the card: the box is cancelled instead).
 */
export function editedTotals(before: EditTotals, lines: readonly EditLine[], tax: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.total_cents, 0);
  const discount = Math.min(before.discount, subtotal);
  const payable = subtotal - discount + tax + before.shipping;
  if (payable < before.credit) return null;
  const totals: EditTotals = {
    subtotal,
    discount,
    credit: before.credit,
    tax,
    shipping: before.shipping,
    total: payable - before.credit,
  };
  return { totals, difference: totals.total - before.total };
}

/**
 * The refund lines of an edit that lowers the total by `amount`: the tax it no longer owes on
 * the tax line, the rest over the old lines the edit took out or made cheaper first, then over
 * the others, never more than a line's total. The refund rules check them against the old lines.
 */
export function editRefundLines(input: {
  amount: number;
  taxBefore: number;
  taxAfter: number;
  /** The old lines (refund line names `item:<id>`), with what the edit leaves of each. */
  lines: readonly { line: string; total_cents: number; kept_cents: number }[];
}): { line: string; amount: number }[] {
  const out: { line: string; amount: number }[] = [];
  let left = input.amount;
  const tax = Math.min(left, Math.max(0, input.taxBefore - input.taxAfter));
  if (tax > 0) out.push({ line: 'tax', amount: tax });
  left -= tax;
  const cheaper = input.lines.map((line) => ({
    ...line,
    room: Math.max(0, line.total_cents - line.kept_cents),
  }));
  for (const pass of ['cheaper', 'rest'] as const)
    for (const line of cheaper) {
      if (left === 0) break;
      const already = out.find((taken) => taken.line === line.line)?.amount ?? 0;
      const cap = pass === 'cheaper' ? line.room : line.total_cents - already;
      const take = Math.min(left, cap);
      if (take <= 0) continue;
      const existing = out.find((taken) => taken.line === line.line);
      if (existing) existing.amount += take;
      else out.push({ line: line.line, amount: take });
      left -= take;
    }
  return out;
}
