import { clockNow } from '@/server/clock';
import { JobsView, type JobsViewProps } from '@/features/admin/jobs/jobs-view';
import { staffPage } from '@/server/admin/page-guard';
import { deadJobs, jobCounts } from '@/server/jobs/job-stats';
import { processJobs } from '@/server/jobs/process-jobs';

export const getServerSideProps = staffPage<Pick<JobsViewProps, 'overview'>>(
  'jobs.read',
  async () => {
    const runtime = processJobs();
    if (!runtime) return { overview: null };
    return {
      overview: {
        queues: await jobCounts(runtime, clockNow()),
        dead_jobs: await deadJobs(runtime),
      },
    };
  },
);

export default function AdminJobsPage(props: JobsViewProps) {
  return <JobsView {...props} />;
}
