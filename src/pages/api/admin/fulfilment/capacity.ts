import { handler } from '@/server/api';
import { capacityDays } from '@/server/services/capacity/capacity-admin';

export const config = { api: { bodyParser: false } };

/** GET: the coming weeks' delivery days, booked against the kitchen's capacity. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return capacityDays(db);
  },
});
