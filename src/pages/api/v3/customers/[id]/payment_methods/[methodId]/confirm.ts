import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { confirmSetup, confirmSetupSchema } from '@/server/services/payments/setup-intents-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(confirmSetupSchema, body);
    return confirmSetup(db, getPaymentProvider(db), id, String(query.methodId), input);
  },
});
