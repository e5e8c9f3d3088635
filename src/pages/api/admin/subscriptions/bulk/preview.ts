import { handler } from '@/server/api';
import { previewBulkPlans } from '@/server/services/care/bulk-plan-actions';

export const config = { api: { bodyParser: false } };

/** POST `{ action, subscription_ids, params }`: what the bulk action would do; changes nothing. */
export default handler({
  POST: async ({ db, body, requireStaff }) => {
    await requireStaff('customers.act');
    return previewBulkPlans(db, body);
  },
});
