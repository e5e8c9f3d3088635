import { handler } from '@/server/api';
import { listAwaitingAuthentication } from '@/server/services/renewals/renewal-authentication';

export const config = { api: { bodyParser: false } };

/** GET: the customer's renewal charges waiting for them to confirm with their bank. */
export default handler({
  GET: async ({ db, requireSelf }) => listAwaitingAuthentication(db, (await requireSelf()).id),
});
