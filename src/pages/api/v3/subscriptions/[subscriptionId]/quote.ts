import { handler, parseId, validate } from '@/server/api';
import {
  planChangeSchema,
  quotePlanChange,
} from '@/server/services/subscriptions/plan-changes-service';

export const config = { api: { bodyParser: false } };

/** POST: what the plan would cost with other recipes or box size; nothing is saved. */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return quotePlanChange(db, customerId, id, await validate(planChangeSchema, body));
  },
});
