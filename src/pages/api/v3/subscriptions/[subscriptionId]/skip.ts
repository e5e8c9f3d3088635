import { handler, parseId, validate } from '@/server/api';
import { skipNextDelivery, skipSchema } from '@/server/services/subscriptions/schedule-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return skipNextDelivery(db, customerId, id, await validate(skipSchema, body ?? {}));
  },
});
