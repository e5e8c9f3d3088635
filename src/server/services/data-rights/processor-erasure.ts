import type { Database } from '@/server/db/client';
import type { JobQueue, ProcessorErasureJob } from '@/server/jobs/job-queue';
import { reportError } from '@/server/monitoring/report-error';
import { logger } from '@/server/observability/logger';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { deleteChatContact, type SyncOptions } from '../chat/contact-sync';

export type ProcessorOutcome = 'deleted' | 'absent' | 'skipped';

/** Deletes the payment provider's customer; one already deleted (an earlier try) is done too. */
async function deletePaymentCustomer(
  provider: PaymentProvider,
  id: string | null,
): Promise<ProcessorOutcome> {
  if (!id) return 'skipped';
  try {
    await provider.deleteCustomer(id);
    return 'deleted';
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'resource_missing') return 'absent';
    throw error;
  }
}

/**
 * Deletes the customer at the payment provider (the customer object, with the email and name it
 * holds) and at Intercom (the contact). Idempotent, so the job may run again after a partial
 * success or a lost worker: what is gone already counts as done. A failure throws, for the job
 * to be retried with backoff (and, out of retries, dead-lettered for a person).
 */
export async function eraseAtProcessors(
  provider: PaymentProvider,
  job: ProcessorErasureJob,
  chat: SyncOptions = {},
): Promise<{ payment: ProcessorOutcome; chat: ProcessorOutcome }> {
  const payment = await deletePaymentCustomer(provider, job.providerCustomerId);
  return { payment, chat: await deleteChatContact(job.customerId, chat) };
}

/**
 * Queues the deletion at the processors inside the erasure's transaction, so it commits with the
 * erasure or not at all (a failure to queue fails the deletion, which can then be asked again).
 * False without a job queue (`jobs` undefined): the caller runs it after the commit instead.
 */
export async function queueProcessorErasure(
  tx: Database,
  job: ProcessorErasureJob,
  jobs: JobQueue | undefined,
): Promise<boolean> {
  if (!jobs) return false;
  await jobs.enqueueProcessorErasure(job, tx);
  return true;
}

/**
 * Without a job queue (the embedded database with WORKER=off, a script), once, right after the
 * commit. A failure is reported for a person to finish the deletion; the account stays deleted.
 */
export async function eraseAtProcessorsNow(
  provider: PaymentProvider,
  job: ProcessorErasureJob,
): Promise<void> {
  try {
    const outcome = await eraseAtProcessors(provider, job);
    logger().info({ customer_id: job.customerId, ...outcome }, 'Deleted at the processors');
  } catch (error) {
    reportError(error, { where: 'processor erasure', customer_id: job.customerId });
  }
}
