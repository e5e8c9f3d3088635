import Link from 'next/link';
import type { StaffSession } from '@/contracts/admin/staff';
import type { OrderListPage } from '@/contracts/admin/orders';
import { ORDER_KIND_FILTERS, ORDER_STATUS_FILTERS } from '@/domain/order-filters';
import { longDate } from '@/domain/format/date';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents } from '../components/console-format';
import { holdLabel, KIND_LABELS, statusLabel } from './order-status';

export interface OrdersListViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  /** The filters as typed (the address bar's query). */
  query?: Record<string, string>;
  page?: OrderListPage | null;
  errors?: Record<string, string[]>;
}

const pageHref = (query: Record<string, string>, page: number) =>
  `/admin/orders/?${new URLSearchParams({ ...query, page: String(page) }).toString()}`;

/** Orders, newest first, filtered by a plain GET form so every view is a shareable address. */
export function OrdersListView({
  staff,
  forbidden,
  query = {},
  page = null,
  errors = {},
}: OrdersListViewProps) {
  // A filter field's name, the value typed before and its error.
  const filter = (name: string) => ({
    name,
    defaultValue: query[name] ?? '',
    error: errors[name]?.[0],
  });
  return (
    <AdminLayout title="Orders" staff={staff} forbidden={forbidden}>
      <Panel aria-labelledby="order-filters">
        <h2 id="order-filters">Filter orders</h2>
        <form method="get" action="/admin/orders/">
          <FormRow>
            <TextField {...filter('q')} label="Order number, email or pup" />
            <SelectField
              {...filter('status')}
              label="Status"
              placeholder="Any status"
              options={ORDER_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }))}
            />
            <SelectField
              {...filter('kind')}
              label="Kind"
              placeholder="Any kind"
              options={ORDER_KIND_FILTERS.map((value) => ({ value, label: KIND_LABELS[value] }))}
            />
            <SelectField
              {...filter('held')}
              label="Hold"
              placeholder="Held or not"
              options={[
                { value: 'true', label: 'Held (do not ship)' },
                { value: 'false', label: 'Not held' },
              ]}
            />
            <TextField {...filter('delivery_from')} type="date" label="Delivery from" />
            <TextField {...filter('delivery_to')} type="date" label="Delivery to" />
            <Button type="submit">Show orders</Button>
          </FormRow>
        </form>
      </Panel>
      {page && page.results.length === 0 ? <Muted>No order matches these filters.</Muted> : null}
      {page && page.results.length > 0 ? (
        <Table aria-label="Orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Pups</th>
              <th scope="col">Delivery</th>
              <th scope="col">Status</th>
              <th scope="col">Boxes</th>
              <th scope="col" className="number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={`/admin/orders/${order.id}/`}>#{order.id}</Link>
                  <br />
                  {KIND_LABELS[order.kind]}
                </td>
                <td>
                  {order.customer.name || order.customer.email}
                  <br />
                  {order.customer.email}
                </td>
                <td>{order.pups.join(', ')}</td>
                <td>{longDate(order.delivery_date)}</td>
                <td>
                  {statusLabel(order.status)}
                  {order.hold ? (
                    <>
                      <br />
                      <strong>{holdLabel(order.hold)}</strong>
                    </>
                  ) : null}
                </td>
                <td>
                  {order.boxes.shipped} shipped, {order.boxes.packed} packed, {order.boxes.pending}{' '}
                  to pack
                </td>
                <td className="number">{consoleCents(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {page && (page.page > 1 || page.next_page) ? (
        <nav aria-label="Pages of orders">
          <FormRow as="p">
            {page.page > 1 ? <Link href={pageHref(query, page.page - 1)}>Newer orders</Link> : null}
            {page.next_page ? (
              <Link href={pageHref(query, page.next_page)}>Older orders</Link>
            ) : null}
          </FormRow>
        </nav>
      ) : null}
    </AdminLayout>
  );
}
