import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { offlineAuthenticationSchema } from '@/contracts/payments';
import { authenticateOffline } from '@/server/services/payments/payment-intents-service';
import { authenticateOfflineSetup } from '@/server/services/payments/setup-intents-service';

export const config = { api: { bodyParser: false } };

/** Offline provider only (404 with Stripe): the test bank's answer to a 3-D Secure check. */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const { outcome } = await validate(offlineAuthenticationSchema, body);
    const reference = String(query.paymentId);
    // The same test bank checks cards being saved: setup intents are `seti_…`.
    const authenticate = reference.startsWith('seti_')
      ? authenticateOfflineSetup
      : authenticateOffline;
    return authenticate(
      db,
      getPaymentProvider(db),
      customerId,
      reference,
      outcome as 'approve' | 'fail',
    );
  },
});
