import { handler, parseId } from '@/server/api';
import { adminClaimPhoto } from '@/server/services/claims/claim-review';
import { sendPhoto } from '@/server/services/claims/photos/send-photo';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, res, query, requireStaff }) => {
    await requireStaff('claims.review');
    sendPhoto(res, await adminClaimPhoto(db, parseId(query.claimId)));
  },
});
