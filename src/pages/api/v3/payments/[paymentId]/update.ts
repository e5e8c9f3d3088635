import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { initiatePaymentSchema } from '@/contracts/payments';
import { updatePayment } from '@/server/services/payments/payment-intents-service';

export const config = { api: { bodyParser: false } };

export default handler({
  PUT: async ({ db, body, query, requireCaller }) => {
    const { customerId } = await requireCaller();
    const input = await validate(initiatePaymentSchema, body);
    return updatePayment(db, getPaymentProvider(db), customerId, String(query.paymentId), input);
  },
});
