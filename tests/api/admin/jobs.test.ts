import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import jobsRoute from '@/pages/api/admin/jobs/index';
import retryRoute from '@/pages/api/admin/jobs/dead/[jobId]/retry';
import type { EmailTransport } from '@/server/email/delivery';
import { sendEmail } from '@/server/email/outbox';
import { auditLog } from '@/server/db/schema';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { useRoute } from '../../helpers/call-route';
import { eventually, useJobRuntimes } from '../../helpers/job-runtime';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface Overview {
  queues: Array<{ queue: string; dead: number; queued: number }>;
  dead_jobs: Array<{ id: string; queue: string }>;
}

describe('the console’s job view', () => {
  const database = useTestDatabase();
  const startWorker = useJobRuntimes(() => database.handle());
  const callJobs = useRoute(jobsRoute);
  const callRetry = useRoute(retryRoute);
  const retry = (token: string, jobId: string) =>
    callRetry({
      method: 'POST',
      url: `/api/admin/jobs/dead/${jobId}/retry/`,
      params: { jobId },
      token,
    });

  it('counts jobs per queue for owners, lists the dead ones and retries one (audited)', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const support = await createStaff(db, { role: 'support' });
    let failing = true;
    const transport: EmailTransport = async () => {
      if (failing) throw new Error('SMTP is down');
    };
    setProcessJobs(
      await startWorker({ transport, queueOverrides: { 'email-delivery': { retryLimit: 0 } } }),
    );
    expect((await callJobs({ url: '/api/admin/jobs/', token: support.token })).status).toBe(403);
    await sendEmail(db, {
      to: 'dead@example.com',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'notice',
    });
    const overview = await eventually(async () => {
      const answer = await callJobs<Overview>({ url: '/api/admin/jobs/', token: owner.token });
      return answer.json.dead_jobs.length === 1 ? answer.json : undefined;
    });
    expect(overview.queues.find((queue) => queue.queue === 'email-delivery')).toMatchObject({
      dead: 1,
    });
    const dead = overview.dead_jobs[0]!;
    expect(dead.queue).toBe('email-delivery');
    expect((await retry(support.token, dead.id)).status).toBe(403);
    failing = false;
    expect((await retry(owner.token, dead.id)).status).toBe(200);
    expect((await retry(owner.token, dead.id)).status).toBe(404);
    expect((await retry(owner.token, 'not-a-uuid')).status).toBe(400);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffId: owner.id, action: 'jobs.retry', targetId: dead.id });
  });
});
