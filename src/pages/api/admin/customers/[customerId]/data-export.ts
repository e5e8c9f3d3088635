import { handler, parseId, reply } from '@/server/api';
import { recordDataExport } from '@/server/services/data-rights/delete-customer-account';
import {
  exportCustomerData,
  exportFileName,
} from '@/server/services/data-rights/export-customer-data';
import { clockNow } from '@/server/clock';

export const config = { api: { bodyParser: false } };

/** GET: a customer's data for a request received by phone or email (audited). */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.data_rights');
    const customerId = parseId(query.customerId);
    await recordDataExport(db, staffId, customerId);
    const now = clockNow();
    return reply(200, await exportCustomerData(db, customerId, now), {
      'Content-Disposition': `attachment; filename="${exportFileName(customerId, now)}"`,
      'Cache-Control': 'no-store',
    });
  },
});
