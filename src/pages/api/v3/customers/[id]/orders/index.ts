import { handler } from '@/server/api';
import { listOrders } from '@/server/services/orders/orders-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => listOrders(db, (await requireSelf()).id),
});
