import { handler } from '@/server/api';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';

export const config = { api: { bodyParser: false } };

/** GET /api/v3/subscriptions/: the caller's own subscriptions (nobody else's can be asked for). */
export default handler({
  GET: async ({ db, requireCaller }) => listSubscriptions(db, (await requireCaller()).customerId),
});
