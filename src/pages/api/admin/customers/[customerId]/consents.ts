import { handler, parseId } from '@/server/api';
import { listCustomerConsents } from '@/server/services/consents/consents-service';

export const config = { api: { bodyParser: false } };

/**
 * GET: every renewal-terms consent of a customer, with the address and browser it came from,
 * for Canine Care answering a "I never agreed to this" (staff with consents.read only).
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('consents.read');
    return listCustomerConsents(db, parseId(query.customerId));
  },
});
