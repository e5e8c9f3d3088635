import { handler } from '@/server/api';
import { packDate } from '@/server/services/fulfilment/bulk-shipments';
import { deliveryDateParam } from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** POST: packs every paid box of the date not held; answers what it packed and what it skipped. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('fulfilment.write');
    return packDate(db, deliveryDateParam(query.date), { staffId });
  },
});
