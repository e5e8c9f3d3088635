import { handler, parseId } from '@/server/api';
import { can } from '@/server/admin/permissions';
import { getCustomerCare } from '@/server/services/care/customer-care-view';

export const config = { api: { bodyParser: false } };

/** GET: one customer's care page (saved cards only with customers.cards.read). */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId, role } = await requireStaff('customers.read');
    return getCustomerCare(db, parseId(query.customerId), {
      staffId,
      canSeeCards: can(role, 'customers.cards.read'),
    });
  },
});
