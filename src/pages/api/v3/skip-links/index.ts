import { handler, validate } from '@/server/api';
import { redeemSkipLink, skipLinkSchema } from '@/server/services/skip-links/skip-link-service';

export const config = { api: { bodyParser: false } };

/** POST /api/v3/skip-links/: skips the box a reminder's signed link names (no login; once). */
export default handler({
  POST: async ({ db, body }) => {
    const input = await validate(skipLinkSchema, body);
    return redeemSkipLink(db, input.token);
  },
});
