import { handler, parseId, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { chargeNowSchema, chargeUpcomingNow } from '@/server/services/care/upcoming-charges';

export const config = { api: { bodyParser: false } };

/** POST { delivery_date }: orders and charges this plan's next box now (409 once ordered). */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('payments.upcoming');
    const subscriptionId = parseId(query.subscriptionId);
    const input = await validate(chargeNowSchema, body ?? {});
    return chargeUpcomingNow(db, getPaymentProvider(db), staffId, subscriptionId, input);
  },
});
