import { handler } from '@/server/api';
import { getDefaultPaymentMethod } from '@/server/services/payments/payment-methods-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => getDefaultPaymentMethod(db, (await requireSelf()).id),
});
