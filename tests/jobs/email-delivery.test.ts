import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '@/server/db/schema';
import { smtpTransport, type EmailTransport } from '@/server/email/delivery';
import { sendEmail } from '@/server/email/outbox';
import { sendTemplate } from '@/server/email/templates/define-email';
import { paymentFailedEmail } from '@/server/email/templates/payment-failed-email';
import { jobCounts, retryDeadJob } from '@/server/jobs/job-stats';
import { QUEUES } from '@/server/jobs/queues';
import { eventually, unfinishedJobs, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

/** A local SMTP server that refuses the first `refusals` messages (a 451, as a busy server does). */
function useSmtpServer() {
  const state = { refusals: 0, received: [] as string[], port: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (state.refusals > 0) {
          state.refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        state.received.push(raw);
        callback();
      });
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          state.port = (server.server.address() as AddressInfo).port;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

const message = (to: string) => ({
  to,
  subject: 'Your box is on its way',
  text: 'Hello from the kitchen.',
  html: '<p>Hello from the kitchen.</p>',
  kind: 'notice' as const,
});

describe('the job worker: email delivery', () => {
  const database = useTestDatabase();
  const startWorker = useJobRuntimes(() => database.handle());
  const smtp = useSmtpServer();
  const transport = () =>
    smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Ollie <hello@ollie.example>');
  const rowOf = async (id: number) =>
    (await database.db().select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

  it('retries an email the SMTP server refused, then delivers it once', async () => {
    smtp.refusals = 1;
    smtp.received.length = 0;
    await startWorker({ transport: transport() });
    const id = await sendEmail(database.db(), message('retry@example.com'));
    const sent = await eventually(async () => (await rowOf(id)).sentAt);
    expect(sent).toBeInstanceOf(Date);
    const row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
    const delivered = smtp.received.filter((raw) => raw.includes('retry@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatch(
      new RegExp(`Message-ID: <outbox-${id}-\\d+@ollie\\.example>`, 'i'),
    );
  });

  it('announced while no worker listens, leaves the email queued for a worker’s sweeper', async () => {
    smtp.received.length = 0;
    // No worker anywhere: nothing is delivered in the caller's transaction.
    const id = await database
      .db()
      .transaction((tx) => sendEmail(tx, message('script@example.com')));
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    expect(smtp.received).toEqual([]);
    // A worker started later, its clock past the sweeper's wait, queues and delivers it.
    const runtime = await startWorker({
      transport: transport(),
      clock: () => new Date(waiting.createdAt.getTime() + 3 * 60_000),
    });
    await runtime.boss.send(QUEUES.outboxSweep, {});
    expect(await eventually(async () => (await rowOf(id)).sentAt)).toBeInstanceOf(Date);
    expect(smtp.received.filter((raw) => raw.includes('script@example.com'))).toHaveLength(1);
  });

  it('a job that runs twice sends the email once', async () => {
    smtp.received.length = 0;
    const runtime = await startWorker({ transport: transport() });
    const id = await sendEmail(database.db(), message('twice@example.com'));
    await eventually(async () => (await rowOf(id)).sentAt);
    // The same email queued again (a sweeper and a retry racing): nothing more goes out.
    await runtime.enqueueEmail(id);
    await eventually(async () => (await unfinishedJobs(runtime, 'email-delivery')) === 0);
    expect(smtp.received.filter((raw) => raw.includes('twice@example.com'))).toHaveLength(1);
  });

  it('announces an email when its writer’s transaction commits: sent once, never if rolled back', async () => {
    smtp.received.length = 0;
    const runtime = await startWorker({ transport: transport() });
    let rolledBack = 0;
    await expect(
      database.db().transaction(async (tx) => {
        rolledBack = await sendEmail(tx, message('rolled-back@example.com'));
        throw new Error('the order failed after all');
      }),
    ).rejects.toThrow('the order failed after all');
    const kept = await database
      .db()
      .transaction((tx) => sendEmail(tx, message('committed@example.com')));
    await eventually(async () => (await rowOf(kept)).sentAt);
    expect((await rowOf(kept)).attempts).toBe(1);
    const { rows } = await runtime.boss.getDb().executeSql(
      `select count(*)::int as jobs from job_queue.job
         where name = 'email-delivery' and (data->>'outboxId')::int = $1`,
      [rolledBack],
    );
    expect(rows).toEqual([{ jobs: 0 }]);
    expect(smtp.received.filter((raw) => raw.includes('rolled-back@example.com'))).toEqual([]);
  });

  it('an email withdrawn before its job ran (an erasure) ends the job, not in the dead letters', async () => {
    smtp.received.length = 0;
    const runtime = await startWorker({ transport: transport() });
    // Written and withdrawn in one transaction: the job commits, the row does not.
    const id = await database.db().transaction(async (tx) => {
      const written = await sendEmail(tx, message('forgotten@example.com'));
      await tx.delete(outboxEmails).where(eq(outboxEmails.id, written));
      return written;
    });
    const state = await eventually(async () => {
      const { rows } = await runtime.boss.getDb().executeSql(
        `select state from job_queue.job
           where name = 'email-delivery' and (data->>'outboxId')::int = $1`,
        [id],
      );
      const found = (rows[0] as { state: string } | undefined)?.state;
      return found === 'created' || found === 'active' ? undefined : found;
    });
    expect(state).toBe('completed');
    expect(smtp.received).toEqual([]);
  });

  it('out of retries, the job is dead; retried by a person, it is delivered', async () => {
    let failing = true;
    const flaky: EmailTransport = async (row) => {
      if (failing) throw new Error('SMTP is down');
      await transport()(row);
    };
    const runtime = await startWorker({
      transport: flaky,
      queueOverrides: { 'email-delivery': { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
    });
    const id = await sendEmail(database.db(), message('dead@example.com'));
    const dead = await eventually(async () => {
      const counts = await jobCounts(runtime, new Date('2031-03-05T13:00:00Z'));
      return counts.find((queue) => queue.queue === 'email-delivery' && queue.dead > 0);
    });
    expect(dead).toBeDefined();
    expect((await rowOf(id)).attempts).toBe(2);
    expect((await rowOf(id)).lastError).toBe('SMTP is down');

    const { rows } = await runtime.boss
      .getDb()
      .executeSql(`select id from job_queue.job where name = 'email-delivery-dead'`, []);
    failing = false;
    await retryDeadJob(runtime, (rows[0] as { id: string }).id);
    expect(await eventually(async () => (await rowOf(id)).sentAt)).toBeInstanceOf(Date);
    const after = await jobCounts(runtime, new Date('2031-03-05T13:00:00Z'));
    expect(after.find((queue) => queue.queue === 'email-delivery')!.dead).toBe(0);
  });

  it('sends both parts: the rendered HTML and its plain text, as stored on the row', async () => {
    smtp.received.length = 0;
    await startWorker({ transport: transport() });
    const id = await sendTemplate(database.db(), 'parts@example.com', paymentFailedEmail, {
      firstName: 'Ada',
      petName: 'Biscuit',
      reason: 'insufficient funds',
      retryDate: '2026-12-03',
    });
    await eventually(async () => (await rowOf(id)).sentAt);
    const row = await rowOf(id);
    expect(row.html).toContain('<html');
    expect(row.text).toContain('Update your card');
    const [raw] = smtp.received.filter((mail) => mail.includes('parts@example.com'));
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    // Both parts carry the absolute update-card link.
    const unfolded = raw!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(
      unfolded.match(/https?:\/\/[^\s"<]+\/account\/edit-payment\//g)!.length,
    ).toBeGreaterThanOrEqual(2);
  });
});
