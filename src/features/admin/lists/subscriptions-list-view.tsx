import Link from 'next/link';
import { useState } from 'react';
import type { SubscriptionListRow } from '@/contracts/admin/lists';
import { BulkPlanPanel } from './bulk-plan-panel';
import { ConsoleListPage, type ConsoleListPageProps } from './list-page';

export type SubscriptionsListViewProps = ConsoleListPageProps<SubscriptionListRow>;

/**
 * Every pup's plan, filtered and paged on the server, with saved views and the CSV export; staff
 * who act for customers tick plans and run a bulk action on them.
 */
export function SubscriptionsListView(props: SubscriptionsListViewProps) {
  const canAct = props.staff.permissions.includes('customers.act');
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <ConsoleListPage
      {...props}
      layout={{
        kind: 'subscriptions',
        path: '/admin/subscriptions/',
        title: 'Subscriptions',
        heading: 'Plans',
        headingId: 'plans-heading',
        columns: [
          ...(canAct ? ['Choose'] : []),
          'Plan',
          'Customer',
          'Pup',
          'Status',
          'Plan sku',
          'Next delivery',
          'State',
        ],
        renderCells: (row) => (
          <>
            {canAct ? (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Choose plan #${row.id} (${row.pup})`}
                  checked={selected.includes(row.id)}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                />
              </td>
            ) : null}
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
        footer: canAct
          ? (action) => (
              <BulkPlanPanel
                selected={selected.filter((id) => props.results?.some((row) => row.id === id))}
                action={action}
              />
            )
          : undefined,
      }}
    />
  );
}
