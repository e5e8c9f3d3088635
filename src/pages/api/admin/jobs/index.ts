import { clockNow } from '@/server/clock';
import { handler } from '@/server/api';
import { deadJobs, jobCounts } from '@/server/jobs/job-stats';
import { requireJobRuntime } from '@/server/jobs/require-runtime';

export const config = { api: { bodyParser: false } };

/** GET: queued, active, failed and dead jobs per queue, and the dead jobs themselves. */
export default handler({
  GET: async ({ requireStaff }) => {
    await requireStaff('jobs.read');
    const runtime = requireJobRuntime();
    return { queues: await jobCounts(runtime, clockNow()), dead_jobs: await deadJobs(runtime) };
  },
});
