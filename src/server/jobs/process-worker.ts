import { serverEnv } from '@/env/server';
import { getDbHandle } from '@/server/db/client';
import { reportError } from '@/server/monitoring/report-error';
import { logger } from '@/server/observability/logger';
import { isDraining } from '@/server/startup/draining';
import { startJobs, type JobRuntime } from './job-runtime';
import { processJobs, setProcessJobs } from './process-jobs';

const RESTART_DELAY_MS = 30_000;

/**
 * What this process does with jobs. A worker (`npm run worker`, or the web server unless
 * WORKER=off) runs them; a web server with WORKER=off on PostgreSQL only queues them for the
 * workers. On the embedded database nothing else can reach the data, so WORKER=off there means no
 * queue at all: emails wait in the outbox for a worker, renewals only run on a manual trigger.
 */
export function jobRole(env = serverEnv(), isWorkerProcess = false): 'work' | 'queue' | 'none' {
  if (isWorkerProcess || env.worker) return 'work';
  return env.databaseUrl ? 'queue' : 'none';
}

/**
 * Starts this process's job runtime once. A database that cannot be reached yet does not stop the
 * server: the start is tried again every 30 s, and until then emails wait in the outbox, where the
 * worker's sweeper finds them.
 */
export function startProcessJobs(isWorkerProcess = false): Promise<JobRuntime | undefined> {
  const role = jobRole(serverEnv(), isWorkerProcess);
  if (role === 'none') return Promise.resolve(undefined);
  const existing = processJobs();
  if (existing) return Promise.resolve(existing);
  const attempt = async (): Promise<JobRuntime | undefined> => {
    try {
      const runtime = await startJobs({ handle: getDbHandle(), work: role === 'work' });
      setProcessJobs(runtime);
      logger().info({ component: 'jobs', role }, 'Job queue started');
      return runtime;
    } catch (error) {
      // Stopped while starting (SIGTERM during boot): the database is closing, nothing to retry.
      if (isDraining()) return undefined;
      reportError(error, { where: 'job queue start' });
      setTimeout(() => void attempt(), RESTART_DELAY_MS).unref();
      return undefined;
    }
  };
  return attempt();
}
