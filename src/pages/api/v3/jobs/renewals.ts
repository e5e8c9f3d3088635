import { handler } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { requireJobSecret } from '@/server/services/jobs/job-auth';
import { runRenewals } from '@/server/services/renewals/renewal-service';

export const config = { api: { bodyParser: false } };

/** POST /api/v3/jobs/renewals/: the renewal job, for a scheduler (cron) that holds JOBS_SECRET. */
export default handler({
  POST: async ({ db, req }) => {
    requireJobSecret(req.headers.authorization);
    return runRenewals(db, getPaymentProvider(db));
  },
});
