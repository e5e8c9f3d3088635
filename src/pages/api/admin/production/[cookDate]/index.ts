import { handler } from '@/server/api';
import { deliveryDateParam } from '@/server/services/fulfilment/fulfilment-service';
import { productionPlan } from '@/server/services/fulfilment/production-plan';

export const config = { api: { bodyParser: false } };

/** GET: the kilograms of each recipe and ingredient the kitchen cooks on the date. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('fulfilment.read');
    return productionPlan(db, deliveryDateParam(query.cookDate));
  },
});
