import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CustomerListRow, SubscriptionListRow } from '@/contracts/admin/lists';
import { filtersQuery } from '@/domain/list-filters';
import { AdminLayout } from '../components/admin-layout';
import { ActionStatus } from '../components/action-status';
import { Muted, Panel, Table } from '../components/admin-styles';
import { useCareAction } from '../customers/use-care-action';
import { ListFilterForm } from './list-filter-form';
import type { ListPageProps } from './list-page-props';
import { SavedViewsPanel } from './saved-views-panel';

type Row = CustomerListRow | SubscriptionListRow;

export type ConsoleListPageProps<R extends Row> = ListPageProps<R> & { exportDay?: string };

interface ListLayout<R extends Row> {
  kind: 'customers' | 'subscriptions';
  path: string;
  title: string;
  /** Above the filters (e.g. a link to another way of finding one). */
  intro?: ReactNode;
  heading: string;
  headingId: string;
  columns: string[];
  renderCells: (row: R) => ReactNode;
  empty: string;
  /** Below the list (the plans' bulk actions), with the page's console action. */
  footer?: (action: ReturnType<typeof useCareAction>) => ReactNode;
}

/**
 * A console list: filters and saved views (with the CSV export) above a server-paged table.
 * The customer and subscription lists differ only in their columns.
 */
export function ConsoleListPage<R extends Row>({
  layout,
  ...props
}: ConsoleListPageProps<R> & { layout: ListLayout<R> }) {
  const { staff, forbidden, filters = {}, results, nextAfter = null, errors = {} } = props;
  const { kind, path } = layout;
  const action = useCareAction(props.accessToken);
  return (
    <AdminLayout title={layout.title} staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      {layout.intro}
      <ListFilterForm kind={kind} path={path} filters={filters} errors={errors} />
      <SavedViewsPanel
        kind={kind}
        path={path}
        filters={filters}
        views={props.views ?? []}
        action={action}
        canExport={staff.permissions.includes('customers.export')}
        exportDay={props.exportDay ?? ''}
      />
      {results ? (
        <Panel aria-labelledby={layout.headingId}>
          <h2 id={layout.headingId}>{layout.heading}</h2>
          {results.length ? (
            <Table>
              <thead>
                <tr>
                  {layout.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.map((row) => (
                  <tr key={row.id}>{layout.renderCells(row)}</tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Muted>{layout.empty}</Muted>
          )}
          {nextAfter ? (
            <p>
              <Link href={`${path}${filtersQuery({ ...filters, after: String(nextAfter) })}`}>
                Next page
              </Link>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {results?.length && layout.footer ? layout.footer(action) : null}
    </AdminLayout>
  );
}
