import type { ApiClient } from '../http';

export interface QueueCountsView {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  dead: number;
  completed: number;
  last_run: string | null;
  next_run: string | null;
}

export interface DeadJobView {
  id: string;
  queue: string;
  created_on: string;
}

export interface JobsOverview {
  queues: QueueCountsView[];
  dead_jobs: DeadJobView[];
}

export const getJobs = (client: ApiClient) =>
  client.request<JobsOverview>({ url: '/api/admin/jobs/' });

export const retryDeadJob = (client: ApiClient, jobId: string) =>
  client.request<{ id: string }>({
    method: 'POST',
    url: `/api/admin/jobs/dead/${encodeURIComponent(jobId)}/retry/`,
  });
