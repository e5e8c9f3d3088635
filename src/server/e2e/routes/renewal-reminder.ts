import { handler, reply } from '@/server/api';
import { reminderDay } from '@/domain/renewal-schedule';
import { nextPlanByEmail } from '@/server/e2e/test-routes';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';

/**
 * POST { email }: the renewal job for that customer only, as of noon (Eastern) on the reminder
 * day of their next box, so the reminder is written as the job writes it (the browser journeys
 * cannot wait for the calendar; see renewal-run for the charge day). E2E server only.
 */
export default handler({
  POST: async ({ db, body }) => {
    const found = await nextPlanByEmail(db, body, { activeOnly: true });
    const now = new Date(`${reminderDay(found.next)}T17:00:00Z`);
    const summary = await runRenewals(db, getPaymentProvider(db), now, {
      customerId: found.customerId,
    });
    return reply(201, { ...summary, delivery_date: found.next });
  },
});
