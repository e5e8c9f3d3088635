import { handler, parseId } from '@/server/api';
import { customerClaimPhoto } from '@/server/services/claims/claim-service';
import { sendPhoto } from '@/server/services/claims/photos/send-photo';

export const config = { api: { bodyParser: false } };

/** The claim's photo, for its own customer only. */
export default handler({
  GET: async ({ db, res, query, requireSelf }) => {
    const { id } = await requireSelf();
    sendPhoto(res, await customerClaimPhoto(db, id, parseId(query.claimId)));
  },
});
