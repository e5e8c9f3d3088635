import { subscriptionAddonsSchema } from '@/contracts/subscription-addons';
import { handler, parseId, validate } from '@/server/api';
import { quoteAddons } from '@/server/services/subscriptions/addon-changes-service';

export const config = { api: { bodyParser: false } };

/** POST: the plan (its next box above all) with these treats and supplements; nothing is saved. */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return quoteAddons(db, customerId, id, await validate(subscriptionAddonsSchema, body));
  },
});
