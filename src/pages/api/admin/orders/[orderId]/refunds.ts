import { handler, parseId, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { refundOrder, refundSchema } from '@/server/services/care/refunds-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { idempotency_key, reason, full } or { idempotency_key, reason, lines: [{ line, amount }] },
 * with `destination` 'card' (default) or 'credit': a refund to the card (never more than was
 * captured) or to account credit; card and credit refunds and claim credits together never more
 * than the order was paid (422 with the limit).
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('orders.refund');
    const input = await validate(refundSchema, body);
    const refund = await refundOrder(
      db,
      getPaymentProvider(db),
      parseId(query.orderId),
      staffId,
      input,
    );
    return reply(201, refund);
  },
});
