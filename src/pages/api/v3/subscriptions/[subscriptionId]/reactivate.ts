import { handler, parseId, validate } from '@/server/api';
import {
  reactivateSchema,
  reactivateSubscription,
} from '@/server/services/subscriptions/reactivate-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return reactivateSubscription(db, customerId, id, await validate(reactivateSchema, body ?? {}));
  },
});
