import Link from 'next/link';
import type { CustomerListRow } from '@/contracts/admin/lists';
import { filtersQuery } from '@/domain/list-filters';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { Muted, Panel, Table } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';
import { ListFilterForm } from './list-filter-form';
import type { ListPageProps } from './list-page-props';
import { SavedViewsPanel } from './saved-views-panel';

const PATH = '/admin/customers/list/';

export type CustomerListViewProps = ListPageProps<CustomerListRow> & { exportDay?: string };

/** All customers, filtered by their plans and address, with saved views and the CSV export. */
export function CustomerListView(props: CustomerListViewProps) {
  const { staff, forbidden, filters = {}, results, nextAfter = null, errors = {} } = props;
  const action = useCareAction(props.accessToken);
  return (
    <AdminLayout title="All customers" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      <p>
        <Link href="/admin/customers/">Find one customer by email, phone or order number</Link>
      </p>
      <ListFilterForm kind="customers" path={PATH} filters={filters} errors={errors} />
      <SavedViewsPanel
        kind="customers"
        path={PATH}
        filters={filters}
        views={props.views ?? []}
        action={action}
        canExport={staff.permissions.includes('customers.export')}
        exportDay={props.exportDay ?? ''}
      />
      {results ? (
        <Panel aria-labelledby="customers-heading">
          <h2 id="customers-heading">Customers</h2>
          {results.length ? (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Pups</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {results.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link href={`/admin/customers/${row.id}/`}>{row.name || `#${row.id}`}</Link>
                    </td>
                    <td>{row.email}</td>
                    <td>{row.status}</td>
                    <td>{row.pups.join(', ') || '—'}</td>
                    <td>{row.state ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Muted>No customer matches these filters.</Muted>
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
