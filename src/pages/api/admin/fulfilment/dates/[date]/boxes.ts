import { handler } from '@/server/api';
import {
  deliveryDateParam,
  listBoxes,
  pageParam,
  stateParam,
} from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/** GET: a page of the date's ordered boxes (`?state=pending|packed|shipped` to filter). */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return listBoxes(
      db,
      deliveryDateParam(query.date),
      pageParam(query.page),
      stateParam(query.state),
    );
  },
});
