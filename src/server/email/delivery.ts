import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { refuseStandInOutsideLocal, serverEnv, type ServerEnv } from '@/env/server';
import type { Database } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema';
import { clockNow } from '@/server/clock';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Hands one email to the world: SMTP in a deployment, the log (and a mail drop) locally. */
export type EmailTransport = (row: OutboxRow) => Promise<void>;

/**
 * A stable Message-ID per outbox row: should a worker die between the SMTP server's acceptance
 * and the row being marked sent, the retried copy carries the same id, which mail servers and
 * clients use to drop duplicates.
 */
export function messageIdFor(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

export function smtpTransport(smtpUrl: string, from: string): EmailTransport {
  return async (row) => {
    const nodemailer = await import('nodemailer');
    await nodemailer.createTransport(smtpUrl).sendMail({
      from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      // Rows written before emails had an HTML part go out as text only, as they were written.
      ...(row.html ? { html: row.html } : {}),
      messageId: messageIdFor(row, from),
    });
  };
}

/**
 * Local use without SMTP: the email is printed on stdout as text a developer reads (links
 * included), beside the process's JSON log rather than in it, and, with OUTBOX_DIR, filed.
 * Never in a deployment (see `configuredTransport`).
 */
export function logTransport(outboxDir: string | undefined): EmailTransport {
  return async (row) => {
    process.stdout.write(`[outbox #${row.id}] to ${row.to}: ${row.subject}\n${row.text}\n`);
    if (!outboxDir) return;
    await mkdir(outboxDir, { recursive: true });
    await writeFile(
      join(outboxDir, `${String(row.id).padStart(6, '0')}.txt`),
      `To: ${row.to}\nSubject: ${row.subject}\n\n${row.text}\n`,
    );
    if (row.html)
      await writeFile(join(outboxDir, `${String(row.id).padStart(6, '0')}.html`), row.html);
  };
}

/** SMTP when configured; the log only for local and test (`env` given only by tests). */
export function configuredTransport(env: ServerEnv = serverEnv()): EmailTransport {
  if (env.smtpUrl) return smtpTransport(env.smtpUrl, env.emailFrom);
  refuseStandInOutsideLocal(env, 'writing emails to the log', 'SMTP_URL');
  return logTransport(env.outboxDir);
}

export type DeliveryOutcome = 'sent' | 'already_sent' | 'missing';

/**
 * Delivers one outbox row, once: a row already marked sent is left alone, so a job that runs
 * twice sends one email. A failure is recorded on the row and thrown, so the queue retries it.
 */
export async function deliverOutboxEmail(
  db: Database,
  id: number,
  transport: EmailTransport = configuredTransport(),
): Promise<DeliveryOutcome> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) return 'missing';
  if (row.sentAt) return 'already_sent';
  try {
    await transport(row);
  } catch (error) {
    await db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(eq(outboxEmails.id, id));
    throw error;
  }
  await db
    .update(outboxEmails)
    .set({ sentAt: clockNow(), attempts: sql`${outboxEmails.attempts} + 1`, lastError: null })
    .where(eq(outboxEmails.id, id));
  return 'sent';
}
