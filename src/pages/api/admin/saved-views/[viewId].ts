import { handler, parseId, reply } from '@/server/api';
import { deleteView } from '@/server/services/care/saved-views';

export const config = { api: { bodyParser: false } };

/** DELETE: one of the caller's own saved views (another person's answers 404). */
export default handler({
  DELETE: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    await deleteView(db, staffId, parseId(query.viewId));
    return reply(204);
  },
});
