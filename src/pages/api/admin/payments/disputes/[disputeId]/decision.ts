import { handler, parseId, validate } from '@/server/api';
import { disputeDecisionSchema } from '@/contracts/admin/disputes';
import { decideDisputeHold } from '@/server/services/disputes/dispute-service';

export const config = { api: { bodyParser: false } };

/** POST { decision: 'resume' | 'cancel' }: an owner's decision on the plans a dispute holds. */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('payments.disputes.decide');
    const { decision } = await validate(disputeDecisionSchema, body);
    return decideDisputeHold(
      db,
      staffId,
      parseId(query.disputeId),
      decision as 'resume' | 'cancel',
    );
  },
});
