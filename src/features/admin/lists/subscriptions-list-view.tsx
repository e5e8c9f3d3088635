import Link from 'next/link';
import type { SubscriptionListRow } from '@/contracts/admin/lists';
import { filtersQuery } from '@/domain/list-filters';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { Muted, Panel, Table } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';
import { ListFilterForm } from './list-filter-form';
import type { ListPageProps } from './list-page-props';
import { SavedViewsPanel } from './saved-views-panel';

const PATH = '/admin/subscriptions/';

export type SubscriptionsListViewProps = ListPageProps<SubscriptionListRow> & {
  exportDay?: string;
};

/** Every pup's plan, filtered and paged on the server, with saved views and the CSV export. */
export function SubscriptionsListView(props: SubscriptionsListViewProps) {
  const { staff, forbidden, filters = {}, results, nextAfter = null, errors = {} } = props;
  const action = useCareAction(props.accessToken);
  return (
    <AdminLayout title="Subscriptions" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <ListFilterForm kind="subscriptions" path={PATH} filters={filters} errors={errors} />
      <SavedViewsPanel
        kind="subscriptions"
        path={PATH}
        filters={filters}
        views={props.views ?? []}
        action={action}
        canExport={staff.permissions.includes('customers.export')}
        exportDay={props.exportDay ?? ''}
      />
      {results ? (
        <Panel aria-labelledby="plans-heading">
          <h2 id="plans-heading">Plans</h2>
          {results.length ? (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Pup</th>
                  <th scope="col">Status</th>
                  <th scope="col">Plan sku</th>
                  <th scope="col">Next delivery</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {results.map((row) => (
                  <tr key={row.id}>
                    <td>#{row.id}</td>
                    <td>
                      <Link href={`/admin/customers/${row.customer_id}/`}>
                        {row.customer_name || row.email}
                      </Link>
                    </td>
                    <td>{row.pup}</td>
                    <td>{row.status}</td>
                    <td>{row.plan}</td>
                    <td>{row.next_delivery_date}</td>
                    <td>{row.state ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Muted>No plan matches these filters.</Muted>
          )}
          {nextAfter ? (
            <p>
              <Link href={`${PATH}${filtersQuery({ ...filters, after: String(nextAfter) })}`}>
                Next page
              </Link>
            </p>
          ) : null}
        </Panel>
      ) : null}
    </AdminLayout>
  );
}
