import { handler } from '@/server/api';
import { getPaymentAuthentication } from '@/server/services/renewals/renewal-authentication';

export const config = { api: { bodyParser: false } };

/** GET: one renewal charge of the customer's, by its payment intent (404 for anyone else's). */
export default handler({
  GET: async ({ db, query, requireSelf }) =>
    getPaymentAuthentication(db, (await requireSelf()).id, String(query.paymentIntent)),
});
