import { handler } from '@/server/api';
import { listQuery } from '@/server/services/care/console-lists';
import { readList } from '@/server/services/care/list-reads';

export const config = { api: { bodyParser: false } };

/** GET ?q&status&plan&state&next_from&next_to&after&limit: one page of plans, audited. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    return readList(db, staffId, 'subscriptions', await listQuery(query, 'subscriptions'));
  },
});
