import { handler, reply, validate } from '@/server/api';
import { inviteFriend, inviteSchema } from '@/server/services/referrals/referral-service';

export const config = { api: { bodyParser: false } };

/** POST { email }: invites a friend by email with the caller's referral link. */
export default handler({
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return reply(201, await inviteFriend(db, id, await validate(inviteSchema, body)));
  },
});
