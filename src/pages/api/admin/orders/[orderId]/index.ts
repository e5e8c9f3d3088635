import { handler, parseId } from '@/server/api';
import { can } from '@/server/admin/permissions';
import { getOrderDetail } from '@/server/services/console-orders/order-detail';

export const config = { api: { bodyParser: false } };

/** GET: the order page's data (lines per pup, money, shipments, hold and its audit trail). */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const staff = await requireStaff('customers.read');
    return getOrderDetail(db, parseId(query.orderId), {
      withCard: can(staff.role, 'customers.cards.read'),
    });
  },
});
