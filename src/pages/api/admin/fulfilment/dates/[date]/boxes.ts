import { handler } from '@/server/api';
import {
  deliveryDateParam,
  listBoxes,
  pageParam,
  shipsParam,
  stateParam,
} from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/**
 * GET: a page of the date's ordered boxes (`?state=pending|packed|shipped` to filter;
 * `?ships=true` for only those that will ship, as packing slips print).
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return listBoxes(
      db,
      deliveryDateParam(query.date),
      pageParam(query.page),
      stateParam(query.state),
      shipsParam(query.ships),
    );
  },
});
