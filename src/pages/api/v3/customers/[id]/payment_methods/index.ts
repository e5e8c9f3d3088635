import { handler, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  createPaymentMethodSchema,
  listPaymentMethods,
} from '@/server/services/payments/payment-methods-service';
import { addCard } from '@/server/services/payments/listed-cards';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => listPaymentMethods(db, (await requireSelf()).id),
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(createPaymentMethodSchema, body);
    return reply(201, await addCard(db, getPaymentProvider(db), id, input));
  },
});
