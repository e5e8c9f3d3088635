import { handler } from '@/server/api';
import {
  deliveryDateParam,
  listForecast,
  pageParam,
} from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** GET: a page of the plans due on the date whose box is not ordered yet. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return listForecast(db, deliveryDateParam(query.date), pageParam(query.page));
  },
});
