import { useMemo, useState } from 'react';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { getJobs, retryDeadJob, type JobsOverview } from '@/lib/api-client/admin/jobs';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { consoleTime } from '../components/console-format';

export interface JobsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  /** Null when this process runs no job queue (WORKER=off on the embedded database). */
  overview?: JobsOverview | null;
}

/** Jobs per queue and state, and the dead jobs, each with a retry button. */
export function JobsView({ staff, accessToken, forbidden, overview = null }: JobsViewProps) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [data, setData] = useState(overview);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const canRetry = staff.permissions.includes('jobs.retry');

  const retry = async (jobId: string) => {
    try {
      await retryDeadJob(client, jobId);
      setData(await getJobs(client));
      setStatus({ ok: true, text: 'The job is back on its queue.' });
    } catch (error) {
      setStatus({
        ok: false,
        text: error instanceof ApiError && error.detail ? error.detail : 'Please try again.',
      });
    }
  };

  return (
    <AdminLayout title="Jobs" staff={staff} forbidden={forbidden}>
      <ActionStatus status={status} />
      {!data ? (
        <Muted>This server runs no job queue, so there is nothing to show.</Muted>
      ) : (
        <>
          <Panel aria-labelledby="queues-heading">
            <h2 id="queues-heading">Queues</h2>
            <Table>
              <caption>
                Jobs per queue; the last run is the last job completed, the next run is a scheduled
                queue’s next time by its schedule.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col" className="number">
                    Queued
                  </th>
                  <th scope="col" className="number">
                    Active
                  </th>
                  <th scope="col" className="number">
                    Failed
                  </th>
                  <th scope="col" className="number">
                    Dead
                  </th>
                  <th scope="col">Last run</th>
                  <th scope="col">Next run</th>
                </tr>
              </thead>
              <tbody>
                {data.queues.map((queue) => (
                  <tr key={queue.queue}>
                    <th scope="row">{queue.queue}</th>
                    <td className="number">{queue.queued}</td>
                    <td className="number">{queue.active}</td>
                    <td className="number">{queue.failed}</td>
                    <td className="number">{queue.dead}</td>
                    <td>{queue.last_run ? consoleTime(queue.last_run) : 'Not yet'}</td>
                    <td>{queue.next_run ? consoleTime(queue.next_run) : 'When work arrives'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
          <Panel aria-labelledby="dead-heading">
            <h2 id="dead-heading">Dead jobs</h2>
            {data.dead_jobs.length ? (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">Job</th>
                    <th scope="col">Queue</th>
                    <th scope="col">Died</th>
                    {canRetry ? <th scope="col">Retry</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.dead_jobs.map((job) => (
                    <tr key={job.id}>
                      <td>
                        <code>{job.id}</code>
                      </td>
                      <td>{job.queue}</td>
                      <td>{consoleTime(job.created_on)}</td>
                      {canRetry ? (
                        <td>
                          <Button
                            size="small"
                            variant="secondary"
                            onClick={() => retry(job.id)}
                            aria-label={`Retry job ${job.id}`}
                          >
                            Retry
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <Muted>No dead jobs.</Muted>
            )}
          </Panel>
        </>
      )}
    </AdminLayout>
  );
}
