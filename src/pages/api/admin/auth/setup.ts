import { handler } from '@/server/api';
import { completeSetup } from '@/server/admin/staff-setup';

export const config = { api: { bodyParser: false } };

/**
 * POST { token, password, confirm_password, totp_code? }: completes a one-time set-up link.
 * The link's token is the credential here, not a session (the person has none yet).
 */
export default handler({
  POST: async ({ db, body }) => completeSetup(db, body),
});
