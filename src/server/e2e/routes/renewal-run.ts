import { handler } from '@/server/api';
import { chargeDay } from '@/domain/renewal-schedule';
import { nextPlanByEmail } from '@/server/e2e/test-routes';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';

/**
 * POST { email }: the renewal job for that customer only, as of noon (Eastern) on the charge day
 * of their next box (the browser journeys cannot wait for the calendar, and running the whole
 * job early would charge every other test customer too). E2E server only.
 */
export default handler({
  POST: async ({ db, body }) => {
    const found = await nextPlanByEmail(db, body, { activeOnly: false });
    const now = new Date(`${chargeDay(found.next)}T17:00:00Z`);
    return runRenewals(db, getPaymentProvider(db), now, { customerId: found.customerId });
  },
});
