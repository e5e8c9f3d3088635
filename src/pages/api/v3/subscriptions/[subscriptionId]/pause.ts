import { handler, parseId, validate } from '@/server/api';
import { pauseSchema, pauseSubscription } from '@/server/services/subscriptions/schedule-service';

export const config = { api: { bodyParser: false } };

/** POST: pauses the plan, with `{ until: 'YYYY-MM-DD' }` for a set time. */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const input = await validate(pauseSchema, body ?? {});
    return pauseSubscription(db, customerId, parseId(query.subscriptionId), input);
  },
});
