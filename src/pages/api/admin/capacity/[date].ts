import { handler, reply, validate } from '@/server/api';
import { capacityDaySchema } from '@/contracts/admin/capacity';
import { capacityDateParam, setCapacityDay } from '@/server/services/capacity/capacity-admin';

export const config = { api: { bodyParser: false } };

/** One delivery day's boxes: owners set it (PUT) or give it back to the default (DELETE). */
export default handler({
  PUT: async ({ db, query, body, requireStaff }) => {
    const { staffId } = await requireStaff('capacity.manage');
    const date = capacityDateParam(query.date);
    return setCapacityDay(db, staffId, date, await validate(capacityDaySchema, body));
  },
  DELETE: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('capacity.manage');
    await setCapacityDay(db, staffId, capacityDateParam(query.date), null);
    return reply(204);
  },
});
