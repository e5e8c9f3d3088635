import { handler, parseId, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  patchPaymentMethodSchema,
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
});
