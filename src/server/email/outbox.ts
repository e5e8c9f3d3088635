import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';
import { processJobs } from '@/server/jobs/process-jobs';
import { reportError } from '@/server/monitoring/report-error';

export const EMAIL_KINDS = [
  'welcome',
  'password_recovery',
  'order_confirmation',
  'renewal_reminder',
  'payment_failed',
  'authentication_needed',
  'shipped',
  'delivered',
  'cancellation',
  'referral_invitation',
  'price_change',
  'card_expiry',
  'yearly_reminder',
  'staff_invitation',
  'puppy_check_in',
  'claim_received',
  'claim_approved',
  'claim_declined',
  'notice',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What is sent, exactly: both parts are rendered before the row is written (see templates/). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
}

/**
 * Writes an email to the outbox (the record of what the shop sent) and queues its delivery: the
 * outbox row is the email's place in the queue until it is sent. When this process runs a job
 * queue, a delivery job is queued with the row (retried with backoff, then dead-lettered);
 * otherwise (scripts, tests, `WORKER=off` on the embedded database) the row waits for a worker's
 * outbox sweeper to queue it. Nothing is ever delivered inside the caller's request or
 * transaction, and queueing never fails the caller's work.
 */
export async function sendEmail(db: Database, message: EmailMessage): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
  const id = row!.id;
  const jobs = processJobs();
  if (!jobs) return id;
  // Queued through the caller's transaction (when there is one), so the job commits with the
  // row or not at all; a job queued on a connection of its own could run before the row was
  // committed, or outlive a row rolled back. In a savepoint: should queueing fail, the
  // caller's work stands and the outbox sweeper queues the row again.
  try {
    await db.transaction((savepoint) => jobs.enqueueEmail(id, savepoint));
  } catch (error) {
    reportError(error, { outboxId: id });
  }
  return id;
}
