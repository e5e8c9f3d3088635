import { handler } from '@/server/api';
import { getReferrals } from '@/server/services/referrals/referral-service';

export const config = { api: { bodyParser: false } };

/** GET: the caller's referral code and link, rewards, invitations and credit. */
export default handler({
  GET: async ({ db, requireSelf }) => getReferrals(db, (await requireSelf()).id),
});
