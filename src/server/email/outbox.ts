import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';
import { processJobs } from '@/server/jobs/process-jobs';
import { reportError } from '@/server/monitoring/report-error';
import { deliverOutboxEmail } from './delivery';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: 'password_recovery' | 'order_confirmation' | 'renewal_reminder' | 'notice';
}

/**
 * Writes an email to the outbox (the record of what the shop sent) and has it delivered: by a
 * job on the queue when this process runs one (retried with backoff, then dead-lettered), or at
 * once otherwise (scripts, tests, `WORKER=off` on the embedded database). A delivery failure never
 * fails the request that wrote the email; the row keeps the error and the sweeper tries again.
 */
export async function sendEmail(db: Database, message: EmailMessage): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
  const id = row!.id;
  try {
    const jobs = processJobs();
    if (!jobs) await deliverOutboxEmail(db, id);
    else if (db instanceof PgTransaction) {
      // Inside a transaction the queue (its own connection) must not be awaited: on the embedded
      // database it waits for this very transaction. Queued once it ends; should the row be
      // rolled back, the job finds nothing and gives up.
      void jobs.enqueueEmail(id).catch((error: unknown) => reportError(error, { outboxId: id }));
    } else await jobs.enqueueEmail(id);
  } catch (error) {
    reportError(error, { outboxId: id });
  }
  return id;
}
