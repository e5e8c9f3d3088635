import { handler } from '@/server/api';
import { retryDeadJob } from '@/server/jobs/job-stats';
import { requireJobRuntime } from '@/server/jobs/require-runtime';
import { requireJobSecret } from '@/server/services/jobs/job-auth';

export const config = { api: { bodyParser: false } };

/** POST /api/v3/jobs/dead/{jobId}/retry/: a dead job back on its queue (Bearer JOBS_SECRET). */
export default handler({
  POST: async ({ db, req, query }) => {
    await requireJobSecret(db, req);
    const jobId = typeof query.jobId === 'string' ? query.jobId : '';
    return retryDeadJob(requireJobRuntime(), jobId);
  },
});
