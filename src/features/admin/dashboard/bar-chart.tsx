import styled from 'styled-components';
import { fontSize, radius, spacing } from '@/ui/theme';

const Bars = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};

  th,
  td {
    padding: ${spacing(1, 2)};
    text-align: left;
    font-weight: 400;
  }
  td.value {
    width: 3.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.bar {
    width: 60%;
  }
  td.bar span {
    display: block;
    height: 14px;
    min-width: 2px;
    border-radius: ${radius.small};
  }
`;

export interface BarSeries {
  label: string;
  color: string;
}

export interface BarRow {
  label: string;
  values: number[];
}

/**
 * A horizontal bar chart drawn with CSS, as a table: the numbers are the content (screen readers
 * read them), the bars only show their size.
 */
export function BarChart({
  caption,
  series,
  rows,
}: {
  caption: string;
  series: BarSeries[];
  rows: BarRow[];
}) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <Bars>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Series</th>
          <th scope="col">Count</th>
          <th scope="col">Bar</th>
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((row) =>
          series.map((one, index) => (
            <tr key={`${row.label}-${one.label}`}>
              {index === 0 ? (
                <th scope="row" rowSpan={series.length}>
                  {row.label}
                </th>
              ) : null}
              <td>{one.label}</td>
              <td className="value">{row.values[index] ?? 0}</td>
              <td className="bar" aria-hidden="true">
                <span
                  style={{
                    width: `${((row.values[index] ?? 0) / max) * 100}%`,
                    background: one.color,
                  }}
                />
              </td>
            </tr>
          )),
        )}
      </tbody>
    </Bars>
  );
}
