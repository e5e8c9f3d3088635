import { handler, validate } from '@/server/api';
import { dateMoveSchema, moveDeliveryDate } from '@/server/services/fulfilment/date-move';
import { deliveryDateParam } from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { to, reason }: moves every plan due on the date to `to`, or with `to` null skips each to
 * its following box; every customer is emailed. Owners only.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('deliveries.reschedule');
    const from = deliveryDateParam(query.date);
    const input = await validate(dateMoveSchema, body);
    return moveDeliveryDate(db, from, input, staffId);
  },
});
