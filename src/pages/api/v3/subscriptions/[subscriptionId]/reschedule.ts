import { handler, parseId, validate } from '@/server/api';
import {
  rescheduleNextDelivery,
  rescheduleSchema,
} from '@/server/services/subscriptions/schedule-service';

export const config = { api: { bodyParser: false } };

export default handler({
  PUT: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return rescheduleNextDelivery(db, customerId, id, await validate(rescheduleSchema, body));
  },
});
