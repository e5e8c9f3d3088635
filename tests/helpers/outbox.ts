import { asc, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';
import { deliverOutboxEmail, type EmailTransport } from '@/server/email/delivery';

/**
 * Drains the email queue as a worker would: every outbox row not yet sent goes through the
 * delivery job's own step (`deliverOutboxEmail`), oldest first. `sendEmail` never delivers in
 * the caller's request, so a test that wants its emails delivered (or refused) drains them here,
 * after the work that wrote them. A refused email keeps its error on the row, as a job's failed
 * attempt leaves it; the drain goes on with the next one.
 */
export async function drainOutbox(
  db: Database,
  transport?: EmailTransport,
): Promise<{ sent: number; failed: number }> {
  const queued = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(isNull(outboxEmails.sentAt))
    .orderBy(asc(outboxEmails.id));
  const drained = { sent: 0, failed: 0 };
  for (const { id } of queued) {
    try {
      if ((await deliverOutboxEmail(db, id, transport)) === 'sent') drained.sent += 1;
    } catch {
      drained.failed += 1;
    }
  }
  return drained;
}
