import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import dashboardRoute from '@/pages/api/admin/dashboard';
import jobsRoute from '@/pages/api/admin/jobs/index';
import type { DashboardView } from '@/contracts/admin/dashboard';
import type { JobsOverview } from '@/lib/api-client/admin/jobs';
import { dashboardAlerts } from '@/server/admin/alerts';
import type { EmailTransport } from '@/server/email/delivery';
import { sendEmail } from '@/server/email/outbox';
import { orders, renewalAttempts, shipments } from '@/server/db/schema';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { eventually, useJobRuntimes } from '../../helpers/job-runtime';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { eq } from 'drizzle-orm';

// Wednesday, March 5, 2031, 10 am in New York.
const NOW = new Date('2031-03-05T15:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('the dashboard’s alerts and the jobs’ run times', () => {
  const database = useTestDatabase({ seed: true });
  const startWorker = useJobRuntimes(() => database.handle());
  const callDashboard = useRoute(dashboardRoute);
  const callJobs = useRoute(jobsRoute);

  it('is quiet on a quiet day, and shown to every role on the dashboard', async () => {
    const db = database.db();
    expect(await dashboardAlerts(db, NOW)).toEqual([]);
    expect((await callDashboard({ url: '/api/admin/dashboard/' })).status).toBe(401);
    const fulfilment = await createStaff(db, { role: 'fulfilment' });
    const answer = await callDashboard<DashboardView>({
      url: '/api/admin/dashboard/',
      token: fulfilment.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.alerts).toEqual(expect.any(Array));
  });

  it('counts paid boxes not shipped by their delivery date, and a failed-payment spike', async () => {
    const db = database.db();
    const { customer, pet } = await createSubscribedCustomer(db);
    // Late: due yesterday and today, and one of three weeks ago that never shipped (late until
    // it ships or is refunded). Not late: tomorrow's, a shipped one, a held one, a refunded one.
    await createBoxOnItsWay(db, customer.id, pet.id, '2031-03-04');
    await createBoxOnItsWay(db, customer.id, pet.id, '2031-03-05');
    await createBoxOnItsWay(db, customer.id, pet.id, '2031-03-06');
    const shipped = await createBoxOnItsWay(db, customer.id, pet.id, '2031-03-04');
    await db.insert(shipments).values({ orderId: shipped.id, petId: pet.id, status: 'shipped' });
    const held = await createBoxOnItsWay(db, customer.id, pet.id, '2031-03-04');
    await db.update(orders).set({ holdReason: 'staff' }).where(eq(orders.id, held.id));
    await createBoxOnItsWay(db, customer.id, pet.id, '2031-02-12');
    const refunded = await createBoxOnItsWay(db, customer.id, pet.id, '2031-02-12');
    await db.update(orders).set({ holdReason: 'refunded' }).where(eq(orders.id, refunded.id));

    // Six declines in the last day against seven in the week before (one a day): a spike.
    const attempt = (outcome: string, at: Date) => ({
      orderId: shipped.id,
      outcome,
      amountCents: 5000,
      createdAt: at,
    });
    await db.insert(renewalAttempts).values([
      ...[1, 2, 3, 4, 5, 6].map((hour) => attempt('declined', hoursAgo(hour))),
      ...[30, 50, 70, 90, 110, 130, 150].map((hour) =>
        attempt('insufficient_funds', hoursAgo(hour)),
      ),
      // Not failures of the card, or not in the windows.
      attempt('succeeded', hoursAgo(2)),
      attempt('provider_unavailable', hoursAgo(2)),
      attempt('declined', hoursAgo(200)),
      attempt('declined', new Date(NOW.getTime() + 3_600_000)),
    ]);
    expect(
      (await dashboardAlerts(db, NOW)).map(({ kind, message }) => ({ kind, message })),
    ).toEqual([
      { kind: 'late_boxes', message: '3 paid boxes are not shipped by their delivery date.' },
      {
        kind: 'payment_spike',
        message:
          '6 renewal charges failed in the last 24 hours, against 1.0 a day over the week before.',
      },
    ]);
    // A busier week before (21: three a day) makes six no more than twice the average.
    await db
      .insert(renewalAttempts)
      .values(Array.from({ length: 14 }, (_, index) => attempt('declined', hoursAgo(30 + index))));
    expect((await dashboardAlerts(db, NOW)).map((alert) => alert.kind)).toEqual(['late_boxes']);
  });

  it('warns of jobs that died in the last day, and shows each queue’s last and next run', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    let failing = true;
    const transport: EmailTransport = async () => {
      if (failing) throw new Error('SMTP is down');
    };
    setProcessJobs(
      await startWorker({ transport, queueOverrides: { 'email-delivery': { retryLimit: 0 } } }),
    );
    const email = () =>
      sendEmail(db, {
        to: 'dead@example.com',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
        kind: 'notice',
      });
    await email();
    const diedAt = await eventually(async () => {
      const result = (await db.execute(
        sql`select max(completed_on) as at from job_queue.job where name = 'email-delivery' and state = 'failed'`,
      )) as unknown as { rows: Array<{ at: string | Date | null }> };
      return result.rows[0]?.at ? new Date(result.rows[0].at) : null;
    });
    // At the moment it died, and a day and a minute later (when it no longer counts).
    const alerts = await dashboardAlerts(db, diedAt);
    expect(alerts.find((alert) => alert.kind === 'dead_jobs')?.message).toBe(
      '1 job failed for good in the last 24 hours (email-delivery: 1).',
    );
    const later = new Date(diedAt.getTime() + 24 * 3_600_000 + 60_000);
    expect((await dashboardAlerts(db, later)).some((alert) => alert.kind === 'dead_jobs')).toBe(
      false,
    );

    failing = false;
    await email();
    const overview = await eventually(async () => {
      const answer = await callJobs<JobsOverview>({ url: '/api/admin/jobs/', token: owner.token });
      const delivery = answer.json.queues.find((queue) => queue.queue === 'email-delivery');
      return delivery?.last_run ? answer.json : null;
    });
    const queue = (name: string) => overview.queues.find((entry) => entry.queue === name)!;
    // Fed by the app: no schedule. Scheduled: the next quarter hour, the next 13:00 UTC.
    expect(queue('email-delivery').next_run).toBeNull();
    expect(queue('renewals').next_run).toMatch(/T\d{2}:(00|15|30|45):00\.000Z$/);
    expect(queue('plan-resumes').next_run).toMatch(/T13:00:00\.000Z$/);
    expect(Date.parse(queue('email-delivery').last_run!)).toBeGreaterThanOrEqual(diedAt.getTime());
  });
});
