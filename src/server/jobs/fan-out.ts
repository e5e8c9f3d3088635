import type PgBoss from 'pg-boss';
import { v5 as uuidv5 } from 'uuid';
import type { QueueName } from './queues';
import { onMachineTime } from '@/server/clock';

/** One unit of work for a fan-out queue, named by what it does (a box, an order as seen, an email). */
export interface UnitJob {
  queue: QueueName;
  key: string;
  data: object;
  /** Not before this time (an order another run holds until its lease ends). */
  startAfter?: Date;
}

// A fixed namespace for the shop's job ids (any UUID would do; it must only never change).
const NAMESPACE = '5b1d1a36-c0e8-4a4c-9d8e-6f2a7c3b9e10';

/**
 * The job id of a unit: a name-based UUID (version 5) of its queue and key. pg-boss inserts a
 * job whose id exists already as nothing at all, so the same unit found by two finder runs, or
 * queued twice, is one job (until pg-boss archives it, 12 hours after it ended, by which time
 * the finders no longer find it: the work it did is in the shop's tables).
 */
export function unitJobId(queue: QueueName, key: string): string {
  return uuidv5(`${queue}\n${key}`, NAMESPACE);
}

/** Inserts per batch, so a finder queues 10,000 units in a few statements. */
const BATCH = 500;

/** Queues the units in batches (boss.insert); units queued already are left as they are. */
export async function insertUnits(boss: PgBoss, jobs: UnitJob[]): Promise<void> {
  for (let start = 0; start < jobs.length; start += BATCH) {
    await boss.insert(
      jobs.slice(start, start + BATCH).map((job) => ({
        id: unitJobId(job.queue, job.key),
        name: job.queue,
        data: job.data,
        singletonKey: job.key,
        // pg-boss holds a job by the database's time, not the shop's clock (a set day in tests).
        ...(job.startAfter ? { startAfter: onMachineTime(job.startAfter).toISOString() } : {}),
      })),
    );
  }
}
