import { handler, parseId } from '@/server/api';
import { actOnSubscription } from '@/server/services/care/subscription-actions';

export const config = { api: { bodyParser: false } };

/**
 * POST skip | move | pause | resume | cancel | plan | extras: the customer's own plan action,
 * taken for them, with the body the customer's endpoint takes.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    return actOnSubscription(
      db,
      staffId,
      parseId(query.customerId),
      parseId(query.subscriptionId),
      String(query.action ?? ''),
      body,
    );
  },
});
