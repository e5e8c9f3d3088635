import { handler } from '@/server/api';
import { recordAudit } from '@/server/admin/audit';
import { retryDeadJob } from '@/server/jobs/job-stats';
import { requireJobRuntime } from '@/server/jobs/require-runtime';

export const config = { api: { bodyParser: false } };

/** POST: a dead job back on its queue, with fresh retries (the same rule as /api/v3/jobs). */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const caller = await requireStaff('jobs.retry');
    const jobId = typeof query.jobId === 'string' ? query.jobId : '';
    const retried = await retryDeadJob(requireJobRuntime(), jobId);
    // The job lives in pg-boss's tables, outside our transaction: recorded once it is done.
    await recordAudit(db, {
      staffId: caller.staffId,
      action: 'jobs.retry',
      targetType: 'job',
      targetId: jobId,
      after: { queued_as: retried.id },
    });
    return retried;
  },
});
