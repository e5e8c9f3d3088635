import { handler, parseId } from '@/server/api';
import { getAdminClaim } from '@/server/services/claims/claim-review';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('claims.review');
    return getAdminClaim(db, parseId(query.claimId));
  },
});
