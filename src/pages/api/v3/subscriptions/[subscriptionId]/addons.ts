import { subscriptionAddonsSchema } from '@/contracts/subscription-addons';
import { handler, parseId, validate } from '@/server/api';
import { replaceAddons } from '@/server/services/subscriptions/addon-changes-service';

export const config = { api: { bodyParser: false } };

/** PUT: the pup's treats and supplements, as a whole list (an empty list removes them all). */
export default handler({
  PUT: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return replaceAddons(db, customerId, id, await validate(subscriptionAddonsSchema, body));
  },
});
