import { handler, parseId, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import {
  reactivationTerms,
  reactivationTermsSchema,
} from '@/server/services/subscriptions/reactivate-service';

export const config = { api: { bodyParser: false } };

/**
 * GET: the renewal terms of restarting the customer's cancelled plan (?delivery_date=,
 * ?coupon_code= as the customer's own endpoint): the words the consent record will hold, for the
 * agent to read out before they tick that the customer agreed.
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('customers.act');
    const input = await validate(
      reactivationTermsSchema,
      singleValues(query, ['delivery_date', 'coupon_code']),
    );
    return reactivationTerms(db, parseId(query.customerId), parseId(query.subscriptionId), input);
  },
});
