import styled from 'styled-components';
import type { GuaranteedAnalysis } from '@/domain/catalog/recipes-data';
import { spacing } from '@/ui/theme';
import { formatKcal } from '@/domain/format/kcal';
import { groupDigits } from '@/domain/format/group-digits';

const Table = styled.table`
  border-collapse: collapse;
  /* The section's full width, as the ingredients above it: at its content's width it sat in
     the left half of the page. */
  width: 100%;
  th,
  td {
    text-align: left;
    padding: ${spacing(2.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Guaranteed analysis and calorie density (kcal per kg, and per 100 g for a quick read). */
export function AnalysisTable({
  analysis,
  kcalPerKg,
}: {
  analysis: GuaranteedAnalysis;
  kcalPerKg: number;
}) {
  const rows: Array<[string, string]> = [
    ['Crude protein', `${analysis.crudeProteinMinPct}% min`],
    ['Crude fat', `${analysis.crudeFatMinPct}% min`],
    ['Crude fiber', `${analysis.crudeFiberMaxPct}% max`],
    ['Moisture', `${analysis.moistureMaxPct}% max`],
    ['Calorie content (ME)', `${groupDigits(kcalPerKg)} kcal/kg`],
    ['Per 100 g', formatKcal(kcalPerKg / 10)],
  ];
  return (
    <Table>
      <caption className="visually-hidden">Guaranteed analysis</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
