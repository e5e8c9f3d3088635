import { handler } from '@/server/api';
import { listCustomerClaims } from '@/server/services/claims/claim-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => listCustomerClaims(db, (await requireSelf()).id),
});
