import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { serverEnv } from '@/env';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';
import { reportError } from '@/server/monitoring/report-error';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: 'password_recovery' | 'order_confirmation' | 'renewal_reminder' | 'notice';
}

/**
 * Writes an email to the outbox, then delivers it: through SMTP when SMTP_URL is set, otherwise
 * by logging it (links included) for local use. A delivery failure is recorded on the row and
 * reported; it never fails the request that wrote the email.
 */
export async function sendEmail(db: Database, message: EmailMessage): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
  const id = row!.id;
  const { smtpUrl, emailFrom, outboxDir } = serverEnv();
  if (!smtpUrl) {
    console.info(`[outbox #${id}] to ${message.to}: ${message.subject}\n${message.text}`);
    // A local mail drop: each email as a file, for reading links without an SMTP server.
    if (outboxDir) {
      await mkdir(outboxDir, { recursive: true });
      await writeFile(
        join(outboxDir, `${String(id).padStart(6, '0')}.txt`),
        `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`,
      );
    }
    return id;
  }
  try {
    const nodemailer = await import('nodemailer');
    await nodemailer
      .createTransport(smtpUrl)
      .sendMail({ from: emailFrom, to: message.to, subject: message.subject, text: message.text });
    await db
      .update(outboxEmails)
      .set({ sentAt: new Date(), attempts: sql`${outboxEmails.attempts} + 1` })
      .where(eq(outboxEmails.id, id));
  } catch (error) {
    await db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(eq(outboxEmails.id, id));
    reportError(error, { outboxId: id });
  }
  return id;
}
