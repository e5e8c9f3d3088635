import { addressSchema } from '@/contracts/customers';
import { handler, parseId, validate } from '@/server/api';
import { editOrderShipTo } from '@/server/services/console-orders/order-ship-to';

export const config = { api: { bodyParser: false } };

/**
 * PUT: the order's ship-to (the customer's address form rules), while nothing of it is packed;
 * the slip, the packing CSV and the shipment read it. 409 order_not_editable once packed.
 */
export default handler({
  PUT: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('orders.edit');
    const orderId = parseId(query.orderId);
    return editOrderShipTo(db, staffId, orderId, await validate(addressSchema, body));
  },
});
