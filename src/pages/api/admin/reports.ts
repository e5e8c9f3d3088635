import { clockNow } from '@/server/clock';
import { handler, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { report } from '@/server/admin/reports/reports';
import { reportQuerySchema } from '@/contracts/admin/reports';

export const config = { api: { bodyParser: false } };

/** GET ?preset= or ?from=&to=: the report for those shop days (owner and support). */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('reports.read');
    const input = await validate(reportQuerySchema, singleValues(query, ['preset', 'from', 'to']));
    return report(db, input, clockNow());
  },
});
