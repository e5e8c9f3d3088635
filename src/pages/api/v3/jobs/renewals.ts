import { handler, reply } from '@/server/api';
import { requireJobRuntime } from '@/server/jobs/require-runtime';
import { requireJobSecret } from '@/server/services/jobs/job-auth';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v3/jobs/renewals/: a scheduler (cron) holding JOBS_SECRET starts a renewal run. The
 * run is queued, not run in the request: the finder job sweeps cut-off checkouts and queues one
 * job per reminder, box and charge, which the workers run concurrently (docs/operations.md). 202
 * with the finder's job id, or `already_queued` when a run is waiting; 503 without a queue.
 */
export default handler({
  POST: async ({ db, req }) => {
    await requireJobSecret(db, req);
    const jobId = await requireJobRuntime().triggerRenewals();
    return reply(202, jobId ? { status: 'queued', job_id: jobId } : { status: 'already_queued' });
  },
});
