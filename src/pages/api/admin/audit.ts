import { handler } from '@/server/api';
import { auditPage } from '@/server/admin/audit-query';

export const config = { api: { bodyParser: false } };

/** GET ?staff_id&action&target_type&target_id&from&to&before: the audit log, newest first. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('audit.read');
    return auditPage(db, query);
  },
});
