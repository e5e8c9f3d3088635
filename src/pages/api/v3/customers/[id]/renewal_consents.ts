import { handler } from '@/server/api';
import { listOwnConsents } from '@/server/services/consents/consents-service';

export const config = { api: { bodyParser: false } };

/** GET: the renewal terms the customer agreed to, each with its plan and date (owner only). */
export default handler({
  GET: async ({ db, requireSelf }) => listOwnConsents(db, (await requireSelf()).id),
});
