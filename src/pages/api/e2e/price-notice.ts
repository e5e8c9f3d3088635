import { and, eq } from 'drizzle-orm';
import { handler } from '@/server/api';
import { DomainError } from '@/server/errors';
import { serverEnv } from '@/env';
import { customers, subscriptions } from '@/server/db/schema';
import { addDays } from '@/domain/delivery-schedule';
import { PRICE_NOTICE_LOOKAHEAD_DAYS } from '@/domain/price-change';
import { sendPriceChangeNotice } from '@/server/services/notices/price-change-notices';

export const config = { api: { bodyParser: false } };

/**
 * POST { email }: the daily price-change notice for that customer's next box only, as of noon
 * (Eastern) on the first day the box is in the notice window (the browser journeys cannot wait
 * for the calendar). Exists only when the e2e server turned it on (E2E_TEST_ROUTES=1) and never
 * in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    if (!serverEnv().e2eTestRoutes || serverEnv().isProduction) throw new DomainError('not_found');
    const email = String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
    const [found] = await db
      .select({ id: subscriptions.id, next: subscriptions.nextDeliveryDate })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(and(eq(customers.email, email), eq(subscriptions.status, 'active')))
      .orderBy(subscriptions.nextDeliveryDate)
      .limit(1);
    if (!found) throw new DomainError('not_found', 'No active plan for that email.');
    const now = new Date(`${addDays(found.next, -PRICE_NOTICE_LOOKAHEAD_DAYS)}T17:00:00Z`);
    return { sent: await sendPriceChangeNotice(db, found.id, now), delivery_date: found.next };
  },
});
