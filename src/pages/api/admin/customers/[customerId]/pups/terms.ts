import { handler, parseId, validate } from '@/server/api';
import { consoleAddPupTermsSchema } from '@/contracts/admin/add-pup';
import { consoleAddPupTerms } from '@/server/services/care/add-pup-terms';

export const config = { api: { bodyParser: false } };

/**
 * POST { pup fields, sku, delivery_date, coupon_code? }: the renewal terms adding this pup
 * would record, word for word, for the agent to read out. A POST because it carries the pup's
 * details; it writes nothing.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    return consoleAddPupTerms(db, customerId, await validate(consoleAddPupTermsSchema, body));
  },
});
