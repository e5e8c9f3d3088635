import { handler } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { requireJobSecret } from '@/server/services/jobs/job-auth';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { runRenewals } from '@/server/services/renewals/renewal-service';

export const config = { api: { bodyParser: false } };

/** POST /api/v3/jobs/renewals/: the renewal job, for a scheduler (cron) that holds JOBS_SECRET. */
export default handler({
  POST: async ({ db, req }) => {
    await requireJobSecret(db, req);
    const provider = getPaymentProvider(db);
    // Checkouts cut off halfway first: finished or undone, never left stuck.
    const checkouts = await sweepCheckouts(db, provider);
    return { ...(await runRenewals(db, provider)), checkouts };
  },
});
