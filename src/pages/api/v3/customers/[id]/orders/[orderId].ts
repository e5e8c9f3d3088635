import { handler, parseId } from '@/server/api';
import { getOrder } from '@/server/services/orders/orders-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, query, requireSelf }) =>
    getOrder(db, (await requireSelf()).id, parseId(query.orderId)),
});
