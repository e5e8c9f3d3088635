import type { ReportView } from '@/contracts/admin/reports';
import { shortDate } from '@/domain/format/date';
import { Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents } from '../components/console-format';

const kept = (value: number | null, of: number) =>
  value === null ? 'Not yet' : `${value} (${of ? Math.round((value * 100) / of) : 0}%)`;

/** Retention by signup week: of a week's new customers, how many still have a plan later. */
export function RetentionTable({ rows }: { rows: ReportView['retention'] }) {
  return (
    <Panel aria-labelledby="retention-heading">
      <h2 id="retention-heading">Retention by signup week</h2>
      {rows.length ? (
        <Table>
          <caption>
            Customers whose first box was paid in the week, and how many of them still had a plan
            (active or paused) 4, 8 and 12 weeks later. Weeks start on Monday, Eastern time.
          </caption>
          <thead>
            <tr>
              <th scope="col">Signup week</th>
              <th scope="col">Customers</th>
              <th scope="col">After 4 weeks</th>
              <th scope="col">After 8 weeks</th>
              <th scope="col">After 12 weeks</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <th scope="row">Week of {row.week}</th>
                <td>{row.customers}</td>
                <td>{kept(row.after_4, row.customers)}</td>
                <td>{kept(row.after_8, row.customers)}</td>
                <td>{kept(row.after_12, row.customers)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Muted>No first boxes were paid in these weeks.</Muted>
      )}
    </Panel>
  );
}

/** The next 14 days of renewal charges. */
export function RenewalsTable({ rows }: { rows: ReportView['renewals'] }) {
  return (
    <Panel aria-labelledby="renewals-heading">
      <h2 id="renewals-heading">Upcoming renewals (next 14 days)</h2>
      <Table>
        <caption>
          Active plans charged each day, and their box prices before add-ons, offers, credit and
          tax.
        </caption>
        <thead>
          <tr>
            <th scope="col">Charge day</th>
            <th scope="col">Renewals</th>
            <th scope="col">Expected</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">{shortDate(row.date)}</th>
              <td>{row.count}</td>
              <td>{consoleCents(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}
