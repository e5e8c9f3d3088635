import Link from 'next/link';
import type { CustomerListRow } from '@/contracts/admin/lists';
import { consoleCents } from '../components/console-format';
import { ConsoleListPage, type ConsoleListPageProps } from './list-page';

export type CustomerListViewProps = ConsoleListPageProps<CustomerListRow>;

/** All customers, filtered by their plans and address, with saved views and the CSV export. */
export function CustomerListView(props: CustomerListViewProps) {
  return (
    <ConsoleListPage
      {...props}
      layout={{
        kind: 'customers',
        path: '/admin/customers/list/',
        title: 'All customers',
        intro: (
          <p>
            <Link href="/admin/customers/">Find one customer by email, phone or order number</Link>
          </p>
        ),
        heading: 'Customers',
        headingId: 'customers-heading',
        columns: ['Customer', 'Email', 'Status', 'Pups', 'State', 'Orders', 'Lifetime value'],
        renderCells: (row) => (
          <>
            <td>
              <Link href={`/admin/customers/${row.id}/`}>{row.name || `#${row.id}`}</Link>
            </td>
            <td>{row.email}</td>
            <td>{row.status}</td>
            <td>{row.pups.join(', ') || '—'}</td>
            <td>{row.state ?? '—'}</td>
            <td>{row.order_count}</td>
            <td>{consoleCents(row.lifetime_value_cents)}</td>
          </>
        ),
        empty: 'No customer matches these filters.',
      }}
    />
  );
}
