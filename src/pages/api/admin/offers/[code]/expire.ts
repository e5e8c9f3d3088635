import { handler } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { expireOffer } from '@/server/admin/offers-admin';

export const config = { api: { bodyParser: false } };

/** POST: ends a code now; the storefront refuses it from this moment. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const caller = await requireStaff('offers.write');
    return expireOffer(db, caller, singleValues(query, ['code']).code ?? '');
  },
});
