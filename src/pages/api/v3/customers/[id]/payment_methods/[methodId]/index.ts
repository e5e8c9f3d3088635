import { handler, parseId, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  patchPaymentMethodSchema,
  removePaymentMethod,
  replacePaymentMethod,
} from '@/server/services/payments/payment-methods-service';

export const config = { api: { bodyParser: false } };

export default handler({
  PATCH: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const methodId = parseId(query.methodId);
    const input = await validate(patchPaymentMethodSchema, body);
    return replacePaymentMethod(db, getPaymentProvider(db), id, methodId, input);
  },
  DELETE: async ({ db, query, requireSelf }) => {
    const { id } = await requireSelf();
    await removePaymentMethod(db, getPaymentProvider(db), id, parseId(query.methodId));
    return reply(204);
  },
});
