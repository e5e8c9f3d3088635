import { handler } from '@/server/api';
import { listPendingRefunds } from '@/server/services/care/refund-redrive';

export const config = { api: { bodyParser: false } };

/** GET: card refunds not settled yet, oldest first (the re-drive job asks again after 10 min). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('orders.refund');
    return { results: await listPendingRefunds(db) };
  },
});
