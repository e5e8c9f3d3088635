import { handler } from '@/server/api';
import {
  deliveryDateParam,
  getDeliveryDate,
} from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** GET: one delivery date's counts, cut-off and whether its boxes can be packed. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return getDeliveryDate(db, deliveryDateParam(query.date));
  },
});
