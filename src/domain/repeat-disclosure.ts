import { formatAmount, formatCents } from '@/domain/format/money';
import type { BoxAmount, RepeatQuote } from './box-lines';

const every = (weeks: number) => (weeks === 1 ? 'every week' : `every ${weeks} weeks`);

function amount(box: BoxAmount, taxKnown: boolean) {
  if (!taxKnown) return `${formatCents(box.subtotal)} plus tax`;
  // No tax is said as $0.00, like any tax: 'FREE' is for prices.
  return `${formatCents(box.total)} (${formatCents(box.subtotal)} plus ${formatAmount(box.tax)} tax)`;
}

/**
 * The automatic-renewal disclosure of one pup: its own repeat amount and cadence, as renewals will
 * charge them. Without a shipping state the tax is not known yet and is said to be added.
 */
export function repeatDisclosure(petName: string, repeat: RepeatQuote, taxKnown: boolean): string {
  const head = `Then ${petName}’s box renews ${every(repeat.every_weeks)}`;
  if (!repeat.other_box) return `${head} at ${amount(repeat.box, taxKnown)}.`;
  return `${head}: ${amount(repeat.box, taxKnown)} for the next box and ${amount(repeat.other_box, taxKnown)} for the one after (with the every-other-box extras), alternating.`;
}
