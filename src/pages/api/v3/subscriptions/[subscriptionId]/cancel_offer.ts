import { handler, parseId, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import type { CancelReason } from '@/domain/cancel-reasons';
import {
  acceptCancelOffer,
  acceptOfferSchema,
  cancelOfferQuerySchema,
  getCancelOffer,
} from '@/server/services/subscriptions/cancel-offer-service';

export const config = { api: { bodyParser: false } };

/**
 * GET ?reason=: the one alternative to cancelling for that reason (nothing is saved).
 * POST { reason, offer_key }: takes it, applied like the customer's own plan change.
 */
export default handler({
  GET: async ({ db, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    const { reason } = await validate(cancelOfferQuerySchema, singleValues(query, ['reason']));
    return getCancelOffer(db, customerId, id, reason as CancelReason);
  },
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const id = parseId(query.subscriptionId);
    return acceptCancelOffer(db, customerId, id, await validate(acceptOfferSchema, body));
  },
});
