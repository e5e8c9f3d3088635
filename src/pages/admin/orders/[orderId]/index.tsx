import {
  OrderDetailView,
  type OrderDetailViewProps,
} from '@/features/admin/orders/order-detail-view';
import { can } from '@/server/admin/permissions';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { loadConsoleOrder } from '@/server/services/console-orders/load-console-order';

export const getServerSideProps = staffPage<Pick<OrderDetailViewProps, 'order'>>(
  'customers.read',
  async ({ params }, { row }) => ({
    order: await loadConsoleOrder(getDb(), params?.orderId, can(row.role, 'customers.cards.read')),
  }),
);

export default function AdminOrderPage(props: OrderDetailViewProps) {
  return <OrderDetailView {...props} />;
}
