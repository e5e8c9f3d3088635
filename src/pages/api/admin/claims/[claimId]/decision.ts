import { handler, parseId, validate } from '@/server/api';
import { claimDecisionSchema } from '@/contracts/admin/claims';
import { decideClaimAsStaff } from '@/server/services/claims/claim-review';

export const config = { api: { bodyParser: false } };

/** POST { decision: 'approve' } or { decision: 'decline', reason }: a pending claim decided. */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('claims.review');
    const input = await validate(claimDecisionSchema, body);
    return decideClaimAsStaff(db, staffId, parseId(query.claimId), input);
  },
});
