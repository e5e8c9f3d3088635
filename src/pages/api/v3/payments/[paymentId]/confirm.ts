import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { confirmPaymentSchema } from '@/contracts/payments';
import { confirmPayment } from '@/server/services/payments/payment-intents-service';

export const config = { api: { bodyParser: false } };

/** POST /api/v3/payments/{transactionId}/confirm/ (the folder's one parameter name is paymentId). */
export default handler({
  POST: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const input = await validate(confirmPaymentSchema, body);
    return confirmPayment(db, getPaymentProvider(db), customerId, String(query.paymentId), input);
  },
});
