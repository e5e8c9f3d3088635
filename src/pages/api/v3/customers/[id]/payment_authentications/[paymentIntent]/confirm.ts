import { handler } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { confirmPaymentAuthentication } from '@/server/services/renewals/renewal-authentication';

export const config = { api: { bodyParser: false } };

/**
 * POST: the customer has answered their bank; the charge is recorded as it stands (paid, or
 * failed and back in dunning). Replays answer 200 with the same state and charge nothing.
 */
export default handler({
  POST: async ({ db, query, requireSelf }) =>
    confirmPaymentAuthentication(
      db,
      getPaymentProvider(db),
      (await requireSelf()).id,
      String(query.paymentIntent),
    ),
});
