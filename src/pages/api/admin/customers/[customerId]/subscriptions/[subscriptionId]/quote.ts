import { handler, parseId, validate } from '@/server/api';
import {
  planChangeSchema,
  quotePlanChange,
} from '@/server/services/subscriptions/plan-changes-service';

export const config = { api: { bodyParser: false } };

/**
 * POST: what the customer's plan would cost with other recipes or portion, priced by the same
 * service as the customer's own quote; nothing is saved, so nothing is audited.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    await requireStaff('customers.act');
    const change = await validate(planChangeSchema, body);
    return quotePlanChange(db, parseId(query.customerId), parseId(query.subscriptionId), change);
  },
});
