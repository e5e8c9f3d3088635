import { handler } from '@/server/api';
import { dashboard } from '@/server/admin/dashboard';
import { can } from '@/server/admin/permissions';

export const config = { api: { bodyParser: false } };

/** GET: the dashboard's numbers (every role with dashboard.read; money only with reports.read). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    const caller = await requireStaff('dashboard.read');
    return dashboard(db, { money: can(caller.role, 'reports.read') });
  },
});
