import { handler, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  addCard,
  createPaymentMethodSchema,
  listPaymentMethods,
} from '@/server/services/payments/payment-methods-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => listPaymentMethods(db, (await requireSelf()).id),
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(createPaymentMethodSchema, body);
    return reply(201, await addCard(db, getPaymentProvider(db), id, input));
  },
});
