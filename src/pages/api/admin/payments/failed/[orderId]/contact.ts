import { handler, parseId, reply } from '@/server/api';
import { contactAboutFailedPayment } from '@/server/services/care/failed-payments-service';

export const config = { api: { bodyParser: false } };

/** POST: emails the customer that their card was declined and how to fix it. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('payments.retry');
    return reply(201, await contactAboutFailedPayment(db, parseId(query.orderId), staffId));
  },
});
