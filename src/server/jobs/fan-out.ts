import type { PgBoss } from 'pg-boss';
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

/** Inserts per batch, so a finder queues 10,000 units in a few statements. */
const BATCH = 500;

/**
 * Queues the units in batches, per queue (boss.insert). Every fan-out queue is stately and each
 * unit carries its key as the singleton key, so a unit already waiting under the same key adds
 * nothing (pg-boss skips the conflicting row); one found again while it runs waits once behind
 * it and finds its work done in the shop's tables.
 */
export async function insertUnits(boss: PgBoss, jobs: UnitJob[]): Promise<void> {
  const byQueue = new Map<QueueName, UnitJob[]>();
  for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
  for (const [queue, units] of byQueue) {
    for (let start = 0; start < units.length; start += BATCH) {
      await boss.insert(
        queue,
        units.slice(start, start + BATCH).map((job) => ({
          data: job.data,
          singletonKey: job.key,
          // pg-boss holds a job by the database's time, not the shop's clock (a set day in tests).
          ...(job.startAfter ? { startAfter: onMachineTime(job.startAfter).toISOString() } : {}),
        })),
      );
    }
  }
}
