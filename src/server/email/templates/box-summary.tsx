import { formatAmount, formatCents } from '@/domain/format/money';
import type { BoxLine } from '@/domain/next-box';
import { taxLineLabel, type TaxJurisdictionLine } from '@/domain/tax';
import { ArtRow, planEmailArt } from './email-art';
import { AmountRows } from './layout';

export interface BoxTotals {
  /** A plan line's sku names its recipes, whose art the summary shows. */
  lines: Array<Pick<BoxLine, 'product_name' | 'quantity' | 'total_cents'> & { sku?: string }>;
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  /** The tax per jurisdiction, as the order recorded it (none: the one tax line). */
  tax_lines?: Array<Pick<TaxJurisdictionLine, 'name' | 'rate_ppm' | 'tax_amount'>>;
  total: number;
}

/** The tax row, then one row per jurisdiction ("New York City 4.5%"). */
export function taxRows(tax: number, lines: BoxTotals['tax_lines'] = []): Array<[string, string]> {
  return [
    ['Tax', formatAmount(tax)],
    ...lines.map((line): [string, string] => [
      `· ${taxLineLabel(line)}`,
      formatAmount(line.tax_amount),
    ]),
  ];
}

const lineLabel = (line: BoxTotals['lines'][number]) =>
  `${line.product_name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`;

/**
 * A renewal box as the renewal pricing made it, line by line (nothing is recomputed here), under
 * the art of its recipes.
 */
export function BoxSummary(props: { box: BoxTotals; totalLabel?: string }) {
  const { box } = props;
  const art = box.lines.flatMap((line) => (line.sku ? planEmailArt(line.sku) : []));
  return (
    <>
      <ArtRow art={art} />
      <AmountRows
        rows={[
          ...box.lines.map((line): [string, string] => [
            lineLabel(line),
            formatCents(line.total_cents),
          ]),
          ['Subtotal', formatCents(box.subtotal)],
          ...(box.discount
            ? [['Welcome-back offer', `-${formatCents(box.discount)}`] as [string, string]]
            : []),
          ...(box.credit
            ? [['Account credit', `-${formatCents(box.credit)}`] as [string, string]]
            : []),
          ...taxRows(box.tax, box.tax_lines),
          [props.totalLabel ?? 'Total', formatCents(box.total)],
        ]}
      />
    </>
  );
}

export const HOW_TO_CANCEL =
  'You can change, pause or skip any delivery, or cancel your plan, from My plan at any time before a box’s change-by date; or write to us and we will do it for you.';
