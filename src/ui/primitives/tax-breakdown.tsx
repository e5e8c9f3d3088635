import styled from 'styled-components';
import { formatAmount } from '@/domain/format/money';
import { taxLineLabel, type TaxJurisdictionLine } from '@/domain/tax';
import { fontSize, spacing } from '@/ui/theme';

// A list without markers: it sits under the tax amount, aligned as that amount is.
const List = styled.ul`
  margin: ${spacing(0.5, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
`;

/**
 * An order's tax by jurisdiction (state, county, city, district), as recorded when it was
 * charged; nothing for an order without lines (no tax, or charged before they were kept).
 */
export function TaxBreakdown({
  lines,
  incomplete = false,
}: {
  lines: Array<Pick<TaxJurisdictionLine, 'name' | 'rate_ppm' | 'tax_amount'>>;
  incomplete?: boolean;
}) {
  if (lines.length === 0) return null;
  return (
    <List aria-label="Tax by jurisdiction">
      {lines.map((line) => (
        <li key={line.name}>
          {taxLineLabel(line)}: {formatAmount(line.tax_amount)}
        </li>
      ))}
      {incomplete ? <li>State rate only: local taxes at this address were not known.</li> : null}
    </List>
  );
}
