import { handler, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { confirmSetup, confirmSetupSchema } from '@/server/services/payments/setup-intents-service';

export const config = { api: { bodyParser: false } };

/** 200 with the saved card, or 202 with the setup intent while the bank asks for 3-D Secure. */
export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(confirmSetupSchema, body);
    const result = await confirmSetup(
      db,
      getPaymentProvider(db),
      id,
      String(query.methodId),
      input,
    );
    return 'card' in result ? result.card : reply(202, result.setup);
  },
});
