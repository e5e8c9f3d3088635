import { handler, validate } from '@/server/api';
import { capacityDefaultSchema } from '@/contracts/admin/capacity';
import {
  getCapacitySettings,
  updateCapacityDefault,
} from '@/server/services/capacity/capacity-admin';

export const config = { api: { bodyParser: false } };

/** The kitchen's boxes per delivery day: owners read and set the default (audited). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('capacity.manage');
    return getCapacitySettings(db);
  },
  PUT: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('capacity.manage');
    return updateCapacityDefault(db, staffId, await validate(capacityDefaultSchema, body));
  },
});
