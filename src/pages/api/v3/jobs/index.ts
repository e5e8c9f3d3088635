import { clockNow } from '@/server/clock';
import { handler } from '@/server/api';
import { jobCounts } from '@/server/jobs/job-stats';
import { requireJobRuntime } from '@/server/jobs/require-runtime';
import { requireJobSecret } from '@/server/services/jobs/job-auth';

export const config = { api: { bodyParser: false } };

/** GET /api/v3/jobs/: queued, active, failed and dead jobs per queue (Bearer JOBS_SECRET). */
export default handler({
  GET: async ({ db, req }) => {
    await requireJobSecret(db, req);
    return { queues: await jobCounts(requireJobRuntime(), clockNow()) };
  },
});
