import type { Database } from '@/server/db/client';

/** A customer whose Intercom contact is brought up to date by a job. */
export interface ContactSyncJob {
  customerId: number;
}

/** What a deleted account left at the shop's processors, named in the erasure's transaction. */
export interface ProcessorErasureJob {
  customerId: number;
  /** The customer object at the payment provider; null when the customer never had one. */
  providerCustomerId: string | null;
}

/**
 * The work services hand to the workers. The process that owns the job runtime gives it to them
 * (the API handler's context, the sign-in flow): a service never looks a runtime up. Services
 * take `JobQueue | undefined`, undefined where the process has no queue (a script, `WORKER=off`
 * on the embedded database), and each says what it does then.
 */
export interface JobQueue {
  enqueueContactSync(job: ContactSyncJob): Promise<void>;
  /** Queues a deleted account's processor deletions through the erasure's transaction. */
  enqueueProcessorErasure(job: ProcessorErasureJob, db: Database): Promise<void>;
}
