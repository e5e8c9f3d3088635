import { handler, parseId, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { consentEvidence } from '@/server/services/consents/consent-evidence';
import {
  reactivateSchema,
  reactivateSubscription,
  reactivationTerms,
  reactivationTermsSchema,
} from '@/server/services/subscriptions/reactivate-service';

export const config = { api: { bodyParser: false } };

/** GET: the renewal terms of restarting on ?delivery_date= with ?coupon_code=; POST: restarts, with the tick. */
export default handler({
  GET: async ({ db, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    const input = await validate(
      reactivationTermsSchema,
      singleValues(query, ['delivery_date', 'coupon_code']),
    );
    return reactivationTerms(db, customerId, id, input);
  },
  POST: async ({ db, req, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    const input = await validate(reactivateSchema, body ?? {});
    return reactivateSubscription(db, customerId, id, input, consentEvidence(req));
  },
});
