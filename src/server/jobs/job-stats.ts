import { DomainError } from '@/server/errors';
import type { JobRuntime } from './job-runtime';
import { JOB_SCHEMA } from './job-runtime';
import { nextCronRun } from '@/domain/cron';
import { deadLetterOf, QUEUE_SETTINGS, QUEUES, type QueueName } from './queues';

export interface QueueCounts {
  queue: QueueName;
  /** Waiting to run: new, or waiting for a retry after a failure. */
  queued: number;
  active: number;
  /** Failed for good on the queue itself (a queue without retries left). */
  failed: number;
  /** Out of retries and moved to the dead-letter queue: waiting for a person. */
  dead: number;
  completed: number;
  /** When a job of the queue last completed (ISO), from the job table and its archive. */
  last_run: string | null;
  /** A scheduled queue's next run by its cron (UTC); null for queues fed by the app. */
  next_run: string | null;
}

const QUEUE_NAMES = Object.values(QUEUES);

/**
 * Counts per queue and state from one aggregate over pg-boss's job table, each queue's last
 * completed run (pg-boss keeps completed jobs in the job table until its retention ends) and, for a
 * scheduled queue, its next run at `now` by its cron.
 */
export async function jobCounts(runtime: JobRuntime, now: Date): Promise<QueueCounts[]> {
  const db = runtime.boss.getDb();
  // eslint-disable-next-line no-restricted-syntax -- pg-boss's own pool, outside any transaction
  const [{ rows }, { rows: runs }] = await Promise.all([
    db.executeSql(
      `select name, state, count(*)::int as count from ${JOB_SCHEMA}.job group by name, state`,
      [],
    ),
    db.executeSql(
      `select name, max(completed_on) as last_run from ${JOB_SCHEMA}.job
        where state = 'completed' and name = any($1::text[]) group by name`,
      [QUEUE_NAMES],
    ),
  ]);
  const lastRun = new Map(
    (runs as Array<{ name: string; last_run: Date | string | null }>).map((row) => [
      row.name,
      row.last_run ? new Date(row.last_run).toISOString() : null,
    ]),
  );
  const count = (name: string, states: string[]) =>
    (rows as Array<{ name: string; state: string; count: number }>)
      .filter((row) => row.name === name && states.includes(row.state))
      .reduce((sum, row) => sum + row.count, 0);
  return QUEUE_NAMES.map((queue) => ({
    queue,
    queued: count(queue, ['created', 'retry']),
    active: count(queue, ['active']),
    failed: count(queue, ['failed']),
    dead: count(deadLetterOf(queue), ['created', 'retry', 'active', 'failed']),
    completed: count(queue, ['completed']),
    last_run: lastRun.get(queue) ?? null,
    next_run: nextRunOf(queue, now),
  }));
}

function nextRunOf(queue: QueueName, now: Date): string | null {
  const cron = QUEUE_SETTINGS[queue].cron;
  return cron ? (nextCronRun(cron, now)?.toISOString() ?? null) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sends a dead job back to its queue (with a fresh set of retries) and removes the dead copy. */
export async function retryDeadJob(runtime: JobRuntime, jobId: string): Promise<{ id: string }> {
  if (!UUID.test(jobId)) throw new DomainError('invalid_job_id', 'A job id is a UUID.');
  const dead = QUEUE_NAMES.map(deadLetterOf);
  const { rows } = await runtime.boss
    .getDb()
    .executeSql(
      `select name, data from ${JOB_SCHEMA}.job where id = $1 and name = any($2::text[]) and state < 'active'`,
      [jobId, dead],
    );
  const job = rows[0] as { name: string; data: object } | undefined;
  if (!job) throw new DomainError('not_found', 'No dead job with this id.');
  const queue = QUEUE_NAMES[dead.indexOf(job.name)]!;
  const id = await runtime.boss.send(queue, job.data);
  await runtime.boss.deleteJob(job.name, jobId);
  return { id: id ?? jobId };
}

export interface DeadJob {
  id: string;
  /** The queue it died on (where a retry sends it). */
  queue: QueueName;
  created_on: string;
}

/** The newest dead jobs (waiting for a person), newest first; one query. */
export async function deadJobs(runtime: JobRuntime, limit = 50): Promise<DeadJob[]> {
  const dead = QUEUE_NAMES.map(deadLetterOf);
  const { rows } = await runtime.boss
    .getDb()
    .executeSql(
      `select id, name, created_on from ${JOB_SCHEMA}.job where name = any($1::text[]) and state < 'active' order by created_on desc limit $2`,
      [dead, limit],
    );
  return (rows as Array<{ id: string; name: string; created_on: Date | string }>).map((row) => ({
    id: row.id,
    queue: QUEUE_NAMES[dead.indexOf(row.name)]!,
    created_on: new Date(row.created_on).toISOString(),
  }));
}
