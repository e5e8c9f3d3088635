import { handler, reply } from '@/server/api';
import { recordDataExport } from '@/server/services/data-rights/delete-customer-account';
import {
  exportCustomerData,
  exportFileName,
} from '@/server/services/data-rights/export-customer-data';
import { clockNow } from '@/server/clock';

export const config = { api: { bodyParser: false } };

/** GET: everything the shop holds about the caller, as a JSON download (owner only; on record). */
export default handler({
  GET: async ({ db, requireSelf }) => {
    const { id } = await requireSelf();
    await recordDataExport(db, null, id);
    const now = clockNow();
    return reply(200, await exportCustomerData(db, id, now), {
      'Content-Disposition': `attachment; filename="${exportFileName(id, now)}"`,
      'Cache-Control': 'no-store',
    });
  },
});
