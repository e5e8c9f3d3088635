import { handler, reply } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { initiateSetup } from '@/server/services/payments/setup-intents-service';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, requireSelf }) => {
    const { id } = await requireSelf();
    return reply(201, await initiateSetup(db, getPaymentProvider(db), id));
  },
});
