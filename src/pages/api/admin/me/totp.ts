import { handler } from '@/server/api';
import { authenticateStaff } from '@/server/admin/staff-auth';
import { confirmEnrolment } from '@/server/admin/staff-totp';

export const config = { api: { bodyParser: false } };

/**
 * POST { code }: turns on two-step sign-in with the secret the security page showed. Any
 * signed-in staff member, including an owner who may do nothing else until this is done.
 */
export default handler({
  POST: async ({ db, req, body }) => {
    await confirmEnrolment(db, await authenticateStaff(db, req), body);
    return { totp_enabled: true };
  },
});
