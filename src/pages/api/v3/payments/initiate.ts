import { handler, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { initiatePaymentSchema } from '@/contracts/payments';
import { initiatePayment } from '@/server/services/payments/payment-intents-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, requireCaller }) => {
    const { customerId } = await requireCaller();
    const input = await validate(initiatePaymentSchema, body);
    return reply(201, await initiatePayment(db, getPaymentProvider(db), customerId, input));
  },
});
