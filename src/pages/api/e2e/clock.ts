import { requireE2eTestRoutes } from '@/server/e2e/test-routes';
import { handler } from '@/server/api';
import { shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';

export const config = { api: { bodyParser: false } };

/**
 * GET: now and today on the server's clock (SHOP_CLOCK_AT, when set), so a browser journey reads
 * the day, an authenticator code or a date the page will show from the server, never from the
 * machine. Exists only when the e2e server turned it on (E2E_TEST_ROUTES=1), never in production.
 */
export default handler({
  GET: async () => {
    requireE2eTestRoutes();
    const now = clockNow();
    return { now: now.toISOString(), today: shopToday(now) };
  },
});
