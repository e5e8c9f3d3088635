import { handler, parseId, validate } from '@/server/api';
import { DomainError } from '@/server/errors';
import { changePlan, planChangeSchema } from '@/server/services/subscriptions/plan-changes-service';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';

export const config = { api: { bodyParser: false } };

/** One of the caller's subscriptions; PUT changes its recipes or weeks of food per box. */
export default handler({
  GET: async ({ db, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const [found] = await listSubscriptions(db, customerId, parseId(query.subscriptionId));
    if (!found) throw new DomainError('not_found', 'No such subscription.');
    return found;
  },
  PUT: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return changePlan(db, customerId, id, await validate(planChangeSchema, body));
  },
});
