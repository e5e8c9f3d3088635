import { handler, parseId, reply, validate } from '@/server/api';
import {
  markDeliveredByHand,
  markDeliveredSchema,
} from '@/server/services/tracking/manual-delivery';

export const config = { api: { bodyParser: false } };

/** POST { reason }: marks the order's shipped boxes delivered (a carrier that sends no events). */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('orders.deliver');
    const orderId = parseId(query.orderId);
    const input = await validate(markDeliveredSchema, body ?? {});
    return reply(200, await markDeliveredByHand(db, orderId, staffId, input));
  },
});
