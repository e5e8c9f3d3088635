import { handler, parseId } from '@/server/api';
import { updateStaff } from '@/server/admin/staff-service';

export const config = { api: { bodyParser: false } };

/** PATCH { role?, active? }: change a role, deactivate or reactivate. Owners only. */
export default handler({
  PATCH: async ({ db, body, query, requireStaff }) => {
    const caller = await requireStaff('staff.manage');
    return updateStaff(db, caller, parseId(query.staffId), body);
  },
});
