import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
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
const NAMESPACE = Buffer.from('5b1d1a36c0e84a4c9d8e6f2a7c3b9e10', 'hex');

/**
 * The job id of a unit: a name-based UUID (version 5) of its queue and key. pg-boss inserts a
 * job whose id exists already as nothing at all, so the same unit found by two finder runs, or
 * queued twice, is one job (until pg-boss archives it, 12 hours after it ended, by which time
 * the finders no longer find it: the work it did is in the shop's tables).
 */
export function unitJobId(queue: QueueName, key: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${queue}\n${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
