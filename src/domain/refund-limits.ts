/**
 * How much of an order may still be refunded. Each line (an order item, the shipping, the tax)
 * gives back at most what it cost, and the order as a whole at most what is left of what was
 * paid (money-back.ts: card refunds, credit refunds and claim credits together): with a discount
 * on the order, the lines together cost more than was paid.
 */
export interface RefundableLine {
  /** 'item:<order item id>', 'shipping' or 'tax'. */
  line: string;
  label: string;
  totalCents: number;
  /** Already refunded (or being refunded) of this line. */
  refundedCents: number;
}

export interface RefundRequestLine {
  line: string;
  amountCents: number;
}

export type RefundCheck =
  | { ok: true; amountCents: number; lines: RefundRequestLine[] }
  | {
      ok: false;
      /** 'invalid': the request names no such line or no amount; 'too_large': past a limit. */
      kind: 'invalid' | 'too_large';
      detail: string;
      fields: Record<string, string[]>;
    };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the order as a whole may still give back this way, and what it was paid (for the copy). */
export interface RefundLimit {
  leftCents: number;
  paidCents: number;
  /** 'charged' for a card refund, 'paid' for a refund to account credit. */
  paidWord?: 'charged' | 'paid';
}

/** Checks a requested refund against the limits; on success, the lines with amounts above 0. */
export function checkRefund(
  limit: RefundLimit,
  lines: RefundableLine[],
  requested: RefundRequestLine[],
): RefundCheck {
  const fields: Record<string, string[]> = {};
  const seen = new Set<string>();
  requested.forEach((wanted, index) => {
    const key = `lines[${index}].amount`;
    const line = lines.find((candidate) => candidate.line === wanted.line);
    if (!line) fields[`lines[${index}].line`] = ['This order has no such line.'];
    else if (seen.has(wanted.line)) fields[`lines[${index}].line`] = ['This line is listed twice.'];
    else if (!Number.isInteger(wanted.amountCents) || wanted.amountCents < 0)
      fields[key] = ['Enter an amount in whole cents, 0 or more.'];
    else if (wanted.amountCents > line.totalCents - line.refundedCents)
      fields[key] = [
        `At most ${money(line.totalCents - line.refundedCents)} of ${line.label} can still be refunded.`,
      ];
    seen.add(wanted.line);
  });
  const tooLarge = Object.values(fields).some(([message]) => message!.startsWith('At most'));
  if (Object.keys(fields).length)
    return {
      ok: false,
      kind: tooLarge ? 'too_large' : 'invalid',
      detail: Object.values(fields)[0]![0]!,
      fields,
    };
  const chosen = requested.filter((wanted) => wanted.amountCents > 0);
  const amountCents = chosen.reduce((sum, wanted) => sum + wanted.amountCents, 0);
  const left = Math.max(0, limit.leftCents);
  if (amountCents > left || left === 0) {
    const detail = `At most ${money(left)} of this order can still be refunded (${money(limit.paidCents)} was ${limit.paidWord ?? 'charged'}).`;
    return { ok: false, kind: 'too_large', detail, fields: { lines: [detail] } };
  }
  if (amountCents === 0)
    return {
      ok: false,
      kind: 'invalid',
      detail: 'Choose an amount to refund.',
      fields: { lines: ['Choose an amount to refund.'] },
    };
  return { ok: true, amountCents, lines: chosen };
}

/** A full refund: everything still refundable, line by line, up to what is left of the order. */
export function fullRefundLines(leftCents: number, lines: RefundableLine[]): RefundRequestLine[] {
  let left = Math.max(0, leftCents);
  const plan: RefundRequestLine[] = [];
  for (const line of lines) {
    const amountCents = Math.min(left, line.totalCents - line.refundedCents);
    if (amountCents <= 0) continue;
    plan.push({ line: line.line, amountCents });
    left -= amountCents;
  }
  return plan;
}
