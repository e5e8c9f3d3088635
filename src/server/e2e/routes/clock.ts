import { handler } from '@/server/api';
import { shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';

/**
 * GET: now and today on the server's clock (SHOP_CLOCK_AT, when set), so a browser journey reads
 * the day, an authenticator code or a date the page will show from the server, never from the
 * machine.
 */
export default handler({
  GET: async () => {
    const now = clockNow();
    return { now: now.toISOString(), today: shopToday(now) };
  },
});
