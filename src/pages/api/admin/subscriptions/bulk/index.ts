import { handler } from '@/server/api';
import { consentEvidence } from '@/server/services/consents/consent-evidence';
import { applyBulkPlans } from '@/server/services/care/bulk-plan-actions';

export const config = { api: { bodyParser: false } };

/**
 * POST `{ action, subscription_ids, params, idempotency_key }`: skip, pause, move or cancel the
 * plans, each through the single-plan console action; the same key again answers the same.
 */
export default handler({
  POST: async ({ db, req, body, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    return applyBulkPlans(db, staffId, body, consentEvidence(req));
  },
});
