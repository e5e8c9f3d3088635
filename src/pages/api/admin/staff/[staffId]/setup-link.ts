import { handler, parseId } from '@/server/api';
import { resendSetupLink } from '@/server/admin/staff-service';

export const config = { api: { bodyParser: false } };

/** POST: emails a new one-time set-up link (earlier ones stop working). Owners only. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const caller = await requireStaff('staff.manage');
    return resendSetupLink(db, caller, parseId(query.staffId));
  },
});
