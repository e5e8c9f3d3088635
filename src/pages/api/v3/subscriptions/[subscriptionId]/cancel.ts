import { handler, parseId, validate } from '@/server/api';
import { cancelSchema, cancelSubscription } from '@/server/services/subscriptions/schedule-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return cancelSubscription(db, customerId, id, await validate(cancelSchema, body));
  },
});
