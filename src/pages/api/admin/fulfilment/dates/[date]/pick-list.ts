import { handler } from '@/server/api';
import { deliveryDateParam, pickList } from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** GET: the date's pick list, per recipe (trays, bags) and per add-on. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return pickList(db, deliveryDateParam(query.date));
  },
});
