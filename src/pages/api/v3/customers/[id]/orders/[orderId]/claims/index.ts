import { handler, parseId, reply, validate } from '@/server/api';
import { claimSchema } from '@/contracts/claims';
import { createClaim } from '@/server/services/claims/claim-service';

export const config = { api: { bodyParser: false } };

/**
 * POST: report a problem with a box. The photo travels as base64 in the JSON, so this route
 * reads up to 7.5 MB (a 5 MB image and its encoding); the photo's own limit answers 413 first.
 */
export default handler(
  {
    POST: async ({ db, body, query, requireSelf }) => {
      const { id } = await requireSelf();
      const input = await validate(claimSchema, body);
      return reply(201, await createClaim(db, id, parseId(query.orderId), input));
    },
  },
  { maxBodyBytes: 7.5 * 1024 * 1024 },
);
