import { handler, validateExact } from '@/server/api';
import { maintenanceInputSchema } from '@/contracts/admin/maintenance';
import { getMaintenance, setMaintenance } from '@/server/services/maintenance/maintenance-service';

export const config = { api: { bodyParser: false } };

/** The shop-wide maintenance switch: owners read and flip it (audited); no other role sees it. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('maintenance.manage');
    return getMaintenance(db);
  },
  PUT: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('maintenance.manage');
    return setMaintenance(db, staffId, await validateExact(maintenanceInputSchema, body));
  },
});
