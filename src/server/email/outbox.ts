import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';

/**
 * The channel on which a written email is announced (`NOTIFY`, payload: its outbox id). Every
 * working job runtime listens on it and queues the email's delivery (job-runtime.ts).
 */
export const OUTBOX_CHANNEL = 'shop_outbox';

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
 * Writes an email to the outbox (the record of what the shop sent) and announces it on
 * OUTBOX_CHANNEL: the outbox row is the email's place in the queue until it is sent. A
 * notification is transactional: through the caller's transaction it goes out when the row
 * commits, and never for a row rolled back. Every worker listening queues the delivery job (one
 * per email, retried with backoff, then dead-lettered); when none listens (scripts, tests,
 * `WORKER=off` on the embedded database, a worker restarting), the row waits for a worker's
 * outbox sweeper. So this needs no job queue of its own: nothing is delivered inside the caller's
 * request or transaction, and queueing never fails the caller's work.
 */
export async function sendEmail(db: Database, message: EmailMessage): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
  const id = row!.id;
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(id)})`);
  return id;
}
