import { handler } from '@/server/api';
import { dashboard } from '@/server/admin/dashboard';

export const config = { api: { bodyParser: false } };

/** GET: the dashboard's numbers (every role with dashboard.read). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('dashboard.read');
    return dashboard(db);
  },
});
