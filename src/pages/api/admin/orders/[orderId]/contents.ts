import { orderContentsSchema } from '@/contracts/admin/order-contents';
import { handler, parseId, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { editOrderContents } from '@/server/services/console-orders/order-contents';

export const config = { api: { bodyParser: false } };

/**
 * POST { idempotency_key, preview, plans, extras, allergen_acknowledged?, expected_total? }: the
 * box's recipes and extras, while nothing of it is packed (the ship-to edit's rule). `preview`
 * answers the new lines, totals and difference and changes nothing; otherwise the difference is
 * charged to the saved card (402 when declined, the box unchanged) or refunded. 409 once packed.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('orders.edit');
    const orderId = parseId(query.orderId);
    const input = await validate(orderContentsSchema, body);
    return editOrderContents(db, getPaymentProvider(db), staffId, orderId, input);
  },
});
