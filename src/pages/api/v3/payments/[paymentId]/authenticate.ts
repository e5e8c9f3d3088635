import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  authenticateOffline,
  offlineAuthenticationSchema,
} from '@/server/services/payments/payment-intents-service';

export const config = { api: { bodyParser: false } };

/** Offline provider only (404 with Stripe): the test bank's answer to a 3-D Secure check. */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const { outcome } = await validate(offlineAuthenticationSchema, body);
    return authenticateOffline(
      db,
      getPaymentProvider(db),
      customerId,
      String(query.paymentId),
      outcome as 'approve' | 'fail',
    );
  },
});
