import Link from 'next/link';
import type { SubscriptionListRow } from '@/contracts/admin/lists';
import { ConsoleListPage, type ConsoleListPageProps } from './list-page';

export type SubscriptionsListViewProps = ConsoleListPageProps<SubscriptionListRow>;

/** Every pup's plan, filtered and paged on the server, with saved views and the CSV export. */
export function SubscriptionsListView(props: SubscriptionsListViewProps) {
  return (
    <ConsoleListPage
      {...props}
      layout={{
        kind: 'subscriptions',
        path: '/admin/subscriptions/',
        title: 'Subscriptions',
        heading: 'Plans',
        headingId: 'plans-heading',
        columns: ['Plan', 'Customer', 'Pup', 'Status', 'Plan sku', 'Next delivery', 'State'],
        renderCells: (row) => (
          <>
            <td>#{row.id}</td>
            <td>
              <Link href={`/admin/customers/${row.customer_id}/`}>
                {row.customer_name || row.email}
              </Link>
            </td>
            <td>{row.pup}</td>
            <td>{row.status}</td>
            <td>{row.plan}</td>
            <td>{row.next_delivery_date ?? '—'}</td>
            <td>{row.state ?? '—'}</td>
          </>
        ),
        empty: 'No plan matches these filters.',
      }}
    />
  );
}
