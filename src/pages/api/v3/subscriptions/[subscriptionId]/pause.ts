import { handler, parseId } from '@/server/api';
import { pauseSubscription } from '@/server/services/subscriptions/schedule-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, query, requireCaller }) =>
    pauseSubscription(db, (await requireCaller()).customerId, parseId(query.subscriptionId)),
});
