import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import { clockNow } from '@/server/clock';
import { customers, offlinePaymentObjects } from '@/server/db/schema';
import type { JobQueue } from '@/server/jobs/job-queue';
import type { JobRuntime } from '@/server/jobs/job-runtime';
import { jobCounts } from '@/server/jobs/job-stats';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { getPaymentProvider, PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { setContactsFactoryForTests, type ContactsApi } from '@/server/services/chat/contact-sync';
import { deleteCustomerAccount } from '@/server/services/data-rights/delete-customer-account';
import {
  eraseAtProcessors,
  queueProcessorErasure,
} from '@/server/services/data-rights/processor-erasure';
import { createCustomer } from '../factories/customers';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const QUEUE = 'processor-erasure';
const TOKEN = 'intercom-token-for-tests';

/** An Intercom that holds contacts by external id and answers as its contacts API does. */
function fakeIntercom() {
  const contacts = new Map<string, string>();
  const deleted: string[] = [];
  const notFound = () => Object.assign(new Error('Contact Not Found'), { statusCode: 404 });
  const api: ContactsApi = {
    showContactByExternalId: async ({ external_id }) => {
      const id = contacts.get(external_id);
      if (!id) throw notFound();
      return { id };
    },
    create: async (request) => contacts.set(request.external_id, `c-${request.external_id}`),
    update: async () => undefined,
    delete: async ({ contact_id }) => {
      const entry = [...contacts].find(([, id]) => id === contact_id);
      if (!entry) throw notFound();
      contacts.delete(entry[0]);
      deleted.push(contact_id);
    },
  };
  return { contacts, deleted, factory: async () => api };
}

/** The provider as configured, with its deleteCustomer failing while `failures` lasts. */
function flakyProvider(provider: PaymentProvider, failures: { left: number; calls: number }) {
  const flaky = Object.create(provider) as PaymentProvider;
  flaky.deleteCustomer = async (id) => {
    failures.calls += 1;
    if (failures.left-- > 0)
      throw new PaymentProviderError(
        'An error occurred with our connection to Stripe.',
        'api_connection_error',
      );
    return provider.deleteCustomer(id);
  };
  return flaky;
}

describe('the job worker: a deleted account is deleted at the processors too', () => {
  const database = useTestDatabase();
  const startWorker = useJobRuntimes(() => database.handle());
  const provider = () => getPaymentProvider(database.db());
  let intercom = fakeIntercom();
  beforeEach(() => {
    process.env.INTERCOM_ACCESS_TOKEN = TOKEN;
    resetServerEnvForTests();
    intercom = fakeIntercom();
    setContactsFactoryForTests(intercom.factory);
  });
  afterEach(() => {
    setContactsFactoryForTests(null);
    delete process.env.INTERCOM_ACCESS_TOKEN;
    resetServerEnvForTests();
  });

  /** A customer known to the payment provider (a Stripe customer) and to Intercom (a contact). */
  async function knownEverywhere() {
    const db = database.db();
    const customer = await createCustomer(db);
    const { id } = await provider().createCustomer({
      email: customer.email,
      name: 'Robin Barker',
      idempotencyKey: `customer-${customer.id}`,
    });
    await db.update(customers).set({ providerCustomerId: id }).where(eq(customers.id, customer.id));
    intercom.contacts.set(String(customer.id), `c-${customer.id}`);
    return { customer, providerCustomerId: id };
  }

  const deleteAccount = (customer: { id: number; email: string }, jobs: JobQueue | undefined) =>
    deleteCustomerAccount(
      database.db(),
      provider(),
      customer.id,
      { kind: 'customer' },
      customer.email,
      jobs,
    );

  async function jobOf(runtime: JobRuntime, customerId: number, queue = QUEUE) {
    const { rows } = await runtime.boss.getDb().executeSql(
      `select state, retry_count, data from job_queue.job
         where name = $1 and (data->>'customerId')::int = $2`,
      [queue, customerId],
    );
    return rows[0] as
      { state: string; retry_count: number; data: Record<string, unknown> } | undefined;
  }
  const finished = (runtime: JobRuntime, customerId: number) =>
    eventually(async () => {
      const job = await jobOf(runtime, customerId);
      return job && ['completed', 'failed'].includes(job.state) ? job : undefined;
    });

  it('queues the deletion in the erasure’s transaction; the worker deletes at both', async () => {
    const db = database.db();
    const runtime = await startWorker();
    setProcessJobs(runtime);
    const { customer, providerCustomerId } = await knownEverywhere();

    await deleteAccount(customer, runtime);
    expect(await finished(runtime, customer.id)).toMatchObject({
      state: 'completed',
      data: { customerId: customer.id, providerCustomerId },
    });
    expect(intercom.deleted).toEqual([`c-${customer.id}`]);
    // Stripe keeps a stub without the email or name; every later call finds no such customer.
    const [stub] = await db
      .select({ data: offlinePaymentObjects.data })
      .from(offlinePaymentObjects)
      .where(eq(offlinePaymentObjects.id, providerCustomerId));
    expect(stub!.data).toEqual({ id: providerCustomerId, deleted: true });
    await expect(
      provider().createSetupIntent({ customer: providerCustomerId, idempotencyKey: 'later' }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
      message: `No such customer: '${providerCustomerId}'`,
    });
  });

  it('queues nothing when the erasure’s transaction rolls back', async () => {
    const runtime = await startWorker({ work: false });
    setProcessJobs(runtime);
    const { customer, providerCustomerId } = await knownEverywhere();
    await expect(
      database.db().transaction(async (tx) => {
        await queueProcessorErasure(tx, { customerId: customer.id, providerCustomerId }, runtime);
        throw new Error('the erasure failed after all');
      }),
    ).rejects.toThrow('the erasure failed after all');
    expect(await jobOf(runtime, customer.id)).toBeUndefined();
  });

  it('may run twice: what is already deleted at a processor counts as done', async () => {
    const { customer, providerCustomerId } = await knownEverywhere();
    const job = { customerId: customer.id, providerCustomerId };
    const chat = { token: TOKEN, contacts: intercom.factory };
    expect(await eraseAtProcessors(provider(), job, chat)).toEqual({
      payment: 'deleted',
      chat: 'deleted',
    });
    expect(await eraseAtProcessors(provider(), job, chat)).toEqual({
      payment: 'absent',
      chat: 'absent',
    });
    // A customer who never reached either (no card saved, no chat token) has nothing to delete.
    const job2 = { customerId: customer.id, providerCustomerId: null };
    expect(await eraseAtProcessors(provider(), job2, { token: '' })).toEqual({
      payment: 'skipped',
      chat: 'skipped',
    });
  });

  it('retries a provider failure until the customer is deleted', async () => {
    const failures = { left: 2, calls: 0 };
    const runtime = await startWorker({
      provider: flakyProvider(provider(), failures),
      queueOverrides: { [QUEUE]: { retryDelay: 1, retryBackoff: false } },
    });
    setProcessJobs(runtime);
    const { customer, providerCustomerId } = await knownEverywhere();

    await deleteAccount(customer, runtime);
    expect(await finished(runtime, customer.id)).toMatchObject({ state: 'completed' });
    expect(failures.calls).toBe(3);
    await expect(provider().deleteCustomer(providerCustomerId)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    expect(intercom.deleted).toEqual([`c-${customer.id}`]);
  });

  it('out of retries, the job is dead and shown as such for a person to retry', async () => {
    const failures = { left: Number.POSITIVE_INFINITY, calls: 0 };
    const runtime = await startWorker({
      provider: flakyProvider(provider(), failures),
      queueOverrides: { [QUEUE]: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
    });
    setProcessJobs(runtime);
    const { customer } = await knownEverywhere();

    await deleteAccount(customer, runtime);
    await eventually(() => jobOf(runtime, customer.id, `${QUEUE}-dead`));
    const counts = await jobCounts(runtime, clockNow());
    expect(counts.find((queue) => queue.queue === QUEUE)).toMatchObject({ dead: 1 });
    // The account itself is deleted all the same: the local erasure committed first.
    const [row] = await database
      .db()
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row!.email).toBe(`deleted-${customer.id}@invalid`);
  });
});
