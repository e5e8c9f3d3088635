import { handler } from '@/server/api';
import { addDays } from '@/domain/delivery-schedule';
import { PRICE_NOTICE_LOOKAHEAD_DAYS } from '@/domain/price-change';
import { nextPlanByEmail } from '@/server/e2e/test-routes';
import { sendPriceChangeNotice } from '@/server/services/notices/price-change-notices';

/**
 * POST { email }: the daily price-change notice for that customer's next box only, as of noon
 * (Eastern) on the first day the box is in the notice window (the browser journeys cannot wait
 * for the calendar). E2E server only.
 */
export default handler({
  POST: async ({ db, body }) => {
    const found = await nextPlanByEmail(db, body, { activeOnly: true });
    const now = new Date(`${addDays(found.next, -PRICE_NOTICE_LOOKAHEAD_DAYS)}T17:00:00Z`);
    return {
      sent: await sendPriceChangeNotice(db, found.subscriptionId, now),
      delivery_date: found.next,
    };
  },
});
