import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import renewalsRoute from '@/pages/api/v3/jobs/renewals';
import { resetServerEnvForTests } from '@/env/server';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { orders } from '@/server/db/schema';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { QUEUES } from '@/server/jobs/queues';
import { clockNow } from '@/server/clock';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { eventually, unfinishedJobs, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const SECRET = 'a-long-scheduler-secret-for-tests';

/** The renewal run over HTTP queues the fanned-out run; it never runs it in the request (issue 54). */
describe('POST /api/v3/jobs/renewals/', () => {
  const database = useTestDatabase({ seed: true });
  const startRuntime = useJobRuntimes(() => database.handle());
  const call = useRoute(renewalsRoute);
  const post = (authorization?: string) =>
    call({
      method: 'POST',
      url: '/api/v3/jobs/renewals/',
      headers: authorization ? { authorization } : {},
    });
  beforeAll(() => {
    process.env.JOBS_SECRET = SECRET;
    resetServerEnvForTests();
  });
  afterAll(() => {
    delete process.env.JOBS_SECRET;
    resetServerEnvForTests();
  });

  const dueDelivery = earliestDelivery(shopToday(clockNow()));
  const chargeTime = new Date(`${chargeDay(dueDelivery)}T17:00:00Z`);
  const ordersOf = (customerId: number) =>
    database.db().select().from(orders).where(eq(orders.customerId, customerId));

  it('answers only the scheduler’s secret', async () => {
    expect((await post()).status).toBe(401);
    expect((await post('Bearer wrong')).status).toBe(403);
  });

  it('answers 503 where this process has no queue to put the run on', async () => {
    const response = await post(`Bearer ${SECRET}`);
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ code: 'service_unavailable' });
  });

  it('queues the renewal finder and answers at once; the workers then charge the due box', async () => {
    const db = database.db();
    const { customer } = await createSubscribedCustomer(db, { nextDeliveryDate: dueDelivery });
    await saveCardOnFile(db, customer.id);
    // A web instance with WORKER=off: it only queues.
    const web = await startRuntime({ work: false });
    setProcessJobs(web);

    const queued = await post(`Bearer ${SECRET}`);
    expect(queued.status).toBe(202);
    expect(queued.json).toEqual({ status: 'queued', job_id: expect.any(String) });
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await unfinishedJobs(web, QUEUES.renewals)).toBe(1);
    // A run already waiting is not queued twice.
    const again = await post(`Bearer ${SECRET}`);
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ status: 'already_queued' });

    await startRuntime({ clock: () => chargeTime });
    const paid = await eventually(async () => {
      const made = (await ordersOf(customer.id)).filter((order) => order.status === 'paid');
      return made.length ? made : undefined;
    });
    expect(paid).toHaveLength(1);
  });
});
