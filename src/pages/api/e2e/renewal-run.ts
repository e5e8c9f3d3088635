import { eq } from 'drizzle-orm';
import { handler } from '@/server/api';
import { DomainError } from '@/server/errors';
import { serverEnv } from '@/env';
import { customers, subscriptions } from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { email }: the renewal job for that customer only, as of noon (Eastern) on the charge day
 * of their next box (the browser journeys cannot wait for the calendar, and running the whole
 * job early would charge every other test customer too). Exists only when the e2e server turned
 * it on (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    if (!serverEnv().e2eTestRoutes || serverEnv().isProduction) throw new DomainError('not_found');
    const email = String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
    const [found] = await db
      .select({ customerId: customers.id, next: subscriptions.nextDeliveryDate })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(eq(customers.email, email))
      .orderBy(subscriptions.nextDeliveryDate)
      .limit(1);
    if (!found) throw new DomainError('not_found', 'No plan for that email.');
    const now = new Date(`${chargeDay(found.next)}T17:00:00Z`);
    return runRenewals(db, getPaymentProvider(db), now, { customerId: found.customerId });
  },
});
