import { handler, reply, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  createOfflinePaymentMethod,
  offlineCardSchema,
} from '@/server/services/payments/offline-cards-service';

export const config = { api: { bodyParser: false } };

/** Offline provider only (404 with Stripe): a card typed into the offline card form. */
export default handler({
  POST: async ({ db, body, requireCaller }) => {
    await requireCaller();
    const input = await validate(offlineCardSchema, body);
    return reply(201, await createOfflinePaymentMethod(db, getPaymentProvider(db), input));
  },
});
