import { handler } from '@/server/api';
import { deliveryDateParam } from '@/server/services/fulfilment/fulfilment-service';
import { productionCsv } from '@/server/services/fulfilment/production-plan';

export const config = { api: { bodyParser: false } };

/**
 * GET: the cook date's production plan as CSV for the kitchen (no customer data, so no audit row
 * or step-up). Written here: the handler's replies are JSON.
 */
export default handler({
  GET: async ({ db, query, res, requireStaff }) => {
    await requireStaff('fulfilment.read');
    const cookDate = deliveryDateParam(query.cookDate);
    const csv = await productionCsv(db, cookDate);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', `attachment; filename="production-${cookDate}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(csv);
  },
});
