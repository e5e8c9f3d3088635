import { handler } from '@/server/api';
import { listDeliveryDates, pageParam } from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** GET: delivery dates from two weeks back on, with boxes ordered, packed, shipped and forecast. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return listDeliveryDates(db, pageParam(query.page));
  },
});
