import { handler, parseId, validate } from '@/server/api';
import { claimQuoteSchema } from '@/contracts/claims';
import { quoteClaim } from '@/server/services/claims/claim-service';

export const config = { api: { bodyParser: false } };

/** POST { problem, lines }: the credit those lines would give; nothing is saved. */
export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(claimQuoteSchema, body);
    return quoteClaim(db, id, parseId(query.orderId), input);
  },
});
