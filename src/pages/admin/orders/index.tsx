import { OrdersListView, type OrdersListViewProps } from '@/features/admin/orders/orders-list-view';
import { parseOrderFilters } from '@/domain/order-filters';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listOrders } from '@/server/services/console-orders/orders-list';

const FIELDS = ['q', 'status', 'kind', 'held', 'delivery_from', 'delivery_to', 'page'];

export const getServerSideProps = staffPage<Pick<OrdersListViewProps, 'query' | 'page' | 'errors'>>(
  'customers.read',
  async ({ query }) => {
    const typed = Object.fromEntries(
      FIELDS.flatMap((field) => {
        const value = query[field];
        return typeof value === 'string' && value !== '' ? [[field, value]] : [];
      }),
    );
    const parsed = parseOrderFilters(typed);
    if (!parsed.ok) return { query: typed, page: null, errors: parsed.errors };
    return { query: typed, page: await listOrders(getDb(), parsed.filters), errors: {} };
  },
);

export default function AdminOrdersPage(props: OrdersListViewProps) {
  return <OrdersListView {...props} />;
}
