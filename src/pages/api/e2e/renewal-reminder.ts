import { and, eq } from 'drizzle-orm';
import { handler, reply } from '@/server/api';
import { DomainError } from '@/server/errors';
import { serverEnv } from '@/env';
import { customers, subscriptions } from '@/server/db/schema';
import { reminderDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { email }: the renewal job for that customer only, as of noon (Eastern) on the reminder
 * day of their next box, so the reminder is written as the job writes it (the browser journeys
 * cannot wait for the calendar; see renewal-run for the charge day). Exists only when the e2e
 * server turned it on (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    if (!serverEnv().e2eTestRoutes || serverEnv().isProduction) throw new DomainError('not_found');
    const email = String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
    const [found] = await db
      .select({ customerId: customers.id, next: subscriptions.nextDeliveryDate })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(and(eq(customers.email, email), eq(subscriptions.status, 'active')))
      .orderBy(subscriptions.nextDeliveryDate)
      .limit(1);
    if (!found) throw new DomainError('not_found', 'No active plan for that email.');
    const now = new Date(`${reminderDay(found.next)}T17:00:00Z`);
    const summary = await runRenewals(db, getPaymentProvider(db), now, {
      customerId: found.customerId,
    });
    return reply(201, { ...summary, delivery_date: found.next });
  },
});
