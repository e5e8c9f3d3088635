import { handler } from '@/server/api';
import { listDisputes } from '@/server/services/disputes/dispute-service';

export const config = { api: { bodyParser: false } };

/** GET: payment disputes, newest first, with their evidence due dates and held plans. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('payments.disputes.read');
    return { results: await listDisputes(db) };
  },
});
