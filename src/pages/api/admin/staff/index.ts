import { handler, reply } from '@/server/api';
import { inviteStaff, listStaff } from '@/server/admin/staff-service';

export const config = { api: { bodyParser: false } };

/** GET: every staff member; POST: invite one (email with a set-up link). Owners only. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('staff.manage');
    return { results: await listStaff(db) };
  },
  POST: async ({ db, body, requireStaff }) =>
    reply(201, await inviteStaff(db, await requireStaff('staff.manage'), body)),
});
