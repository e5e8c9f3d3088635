import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import jobsRoute from '@/pages/api/v3/jobs';
import retryRoute from '@/pages/api/v3/jobs/dead/[jobId]/retry';
import { resetServerEnvForTests } from '@/env/server';
import type { EmailTransport } from '@/server/email/delivery';
import { sendEmail } from '@/server/email/outbox';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { useRoute } from '../helpers/call-route';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const SECRET = 'a-long-scheduler-secret-for-tests';
const BEARER = { authorization: `Bearer ${SECRET}` };

describe('the jobs endpoints', () => {
  const database = useTestDatabase();
  const startWorker = useJobRuntimes(() => database.handle());
  const callJobs = useRoute(jobsRoute);
  const callRetry = useRoute(retryRoute);
  const counts = (headers: Record<string, string> = BEARER) =>
    callJobs({ url: '/api/v3/jobs/', headers });
  const retry = (jobId: string, method = 'POST') =>
    callRetry({
      method,
      url: `/api/v3/jobs/dead/${encodeURIComponent(jobId)}/retry/`,
      params: { jobId },
      headers: BEARER,
    });

  beforeEach(() => {
    process.env.JOBS_SECRET = SECRET;
    resetServerEnvForTests();
  });
  afterEach(() => {
    delete process.env.JOBS_SECRET;
    resetServerEnvForTests();
  });

  it('answers only the scheduler’s secret', async () => {
    setProcessJobs(await startWorker());
    expect((await counts({})).status).toBe(401);
    expect((await counts({ authorization: 'Bearer wrong' })).status).toBe(403);
    delete process.env.JOBS_SECRET;
    resetServerEnvForTests();
    expect((await counts()).status).toBe(403);
  });

  it('says the queue is not running (503) in a process without one', async () => {
    const answer = await counts();
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ code: 'service_unavailable' });
  });

  it('counts queued, active, failed and dead jobs per queue, and retries a dead one', async () => {
    let failing = true;
    const transport: EmailTransport = async () => {
      if (failing) throw new Error('SMTP is down');
    };
    const runtime = await startWorker({
      transport,
      queueOverrides: { 'email-delivery': { retryLimit: 0 } },
    });
    setProcessJobs(runtime);
    await sendEmail(database.db(), {
      to: 'dead@example.com',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'notice',
    });
    const dead = await eventually(async () => {
      const answer = await counts();
      const queues = (answer.json as { queues: Array<{ queue: string; dead: number }> }).queues;
      return queues.find((queue) => queue.queue === 'email-delivery' && queue.dead === 1);
    });
    expect(dead).toMatchObject({ queued: 0, active: 0, dead: 1 });
    const answer = await counts();
    expect(
      (answer.json as { queues: Array<{ queue: string }> }).queues.map((q) => q.queue),
    ).toEqual([
      'renewals',
      'email-delivery',
      'outbox-sweep',
      'payment-webhook',
      'contact-sync',
      'processor-erasure',
      'card-expiry-warnings',
      'yearly-reminders',
      'price-change-notices',
      'puppy-check-ins',
      'renewal-charges',
      'renewal-reminders',
      'customer-notices',
      'fulfilment-tallies-fold',
      'plan-resumes',
      'refund-redrive',
      'tax-redrive',
      'ops-metrics',
    ]);

    const { rows } = await runtime.boss
      .getDb()
      .executeSql(`select id from job_queue.job where name = 'email-delivery-dead'`, []);
    const jobId = (rows[0] as { id: string }).id;
    failing = false;
    const retried = await retry(jobId);
    expect(retried.status).toBe(200);
    // The dead copy is gone: retrying it again is a 404, not a second email.
    expect((await retry(jobId)).status).toBe(404);
  });

  it('refuses a job id that is not a UUID (400), an unknown one (404) and other methods (405)', async () => {
    setProcessJobs(await startWorker());
    expect((await retry('1; drop table x')).status).toBe(400);
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('00000000-0000-4000-8000-000000000000', 'GET')).status).toBe(405);
  });
});
