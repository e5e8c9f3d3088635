import { handler, validate } from '@/server/api';
import { claimListQuerySchema } from '@/contracts/admin/claims';
import { listClaims } from '@/server/services/claims/claim-review';

export const config = { api: { bodyParser: false } };

/** GET ?status=pending|approved|declined&page=N: claims, newest first, a page at a time. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('claims.review');
    return listClaims(db, await validate(claimListQuerySchema, query));
  },
});
