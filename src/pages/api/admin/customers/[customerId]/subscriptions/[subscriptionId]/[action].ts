import { handler, parseId } from '@/server/api';
import { consentEvidence } from '@/server/services/consents/consent-evidence';
import { actOnSubscription } from '@/server/services/care/subscription-actions';

export const config = { api: { bodyParser: false } };

/**
 * POST skip | move | pause | resume | cancel | plan | extras | frequency | reactivate: the customer's own plan action,
 * taken for them, with the body the customer's endpoint takes.
 */
export default handler({
  POST: async ({ db, req, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    return actOnSubscription(
      db,
      staffId,
      parseId(query.customerId),
      parseId(query.subscriptionId),
      String(query.action ?? ''),
      body,
      consentEvidence(req),
    );
  },
});
