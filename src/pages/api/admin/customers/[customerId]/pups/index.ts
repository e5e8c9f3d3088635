import { handler, parseId, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { consoleAddPupSchema } from '@/contracts/admin/add-pup';
import { consentEvidence } from '@/server/services/consents/consent-evidence';
import { addPupForCustomer } from '@/server/services/care/add-pup-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { pup fields, sku, delivery_date, coupon_code?, renewal_terms_accepted, idempotency_key }:
 * adds a pup for the customer and charges its first box to their saved card (201; the same key
 * again answers 200 with the same pup and order).
 */
export default handler({
  POST: async ({ db, req, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    const input = await validate(consoleAddPupSchema, body);
    const { status, body: added } = await addPupForCustomer(
      db,
      getPaymentProvider(db),
      staffId,
      customerId,
      input,
      consentEvidence(req),
    );
    return reply(status, added);
  },
});
