import { handler, parseId } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { retryFailedPayment } from '@/server/services/care/failed-payments-service';

export const config = { api: { bodyParser: false } };

/** POST: charges the failed renewal now, as the renewal job would (409 while one runs). */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('payments.retry');
    return retryFailedPayment(db, getPaymentProvider(db), parseId(query.orderId), staffId);
  },
});
