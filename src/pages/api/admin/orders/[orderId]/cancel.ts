import { handler, parseId, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { cancelOrder, cancelOrderSchema } from '@/server/services/console-orders/order-cancel';

export const config = { api: { bodyParser: false } };

/**
 * POST { idempotency_key, reason }: cancels a paid box not packed yet, giving back what was paid
 * (card to card, credit to credit) through the refund rules; 409 once a box is packed.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('orders.refund');
    const input = await validate(cancelOrderSchema, body);
    return cancelOrder(db, getPaymentProvider(db), parseId(query.orderId), staffId, input);
  },
});
