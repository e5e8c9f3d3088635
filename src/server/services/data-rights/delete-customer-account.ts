import { eq, ne, and } from 'drizzle-orm';
import {
  CONFIRM_EMAIL_MISMATCH,
  deleteAccountSchema,
  type PendingBoxChoice,
} from '@/contracts/data-rights';
import { recordAudit } from '@/server/admin/audit';
import type { StepUp } from '@/server/admin/step-up';
import { revokeAllForCustomer } from '@/server/auth/access-token';
import type { Database } from '@/server/db/client';
import { customers, paymentMethods, subscriptions } from '@/server/db/schema';
import { isDeletedEmail } from '@/server/domain/data-erasure';
import { DomainError, ValidationError } from '@/server/errors';
import type { JobQueue } from '@/server/jobs/job-queue';
import { logger } from '@/server/observability/logger';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { photoStore } from '../claims/photos/photo-store';
import { cancelSubscription } from '../subscriptions/schedule-service';
import { ACCOUNT_DELETED_REASON, erasePersonalData } from './erase-personal-data';
import { eraseAtProcessorsNow, queueProcessorErasure } from './processor-erasure';
import { settlePendingBoxes } from './pending-boxes';

export { CONFIRM_EMAIL_MISMATCH, deleteAccountSchema };

/** Who asked: the customer themselves, or a staff member acting on a phone or email request. */
export type DeletionActor =
  { kind: 'customer' } | { kind: 'staff'; staffId: number; stepUp: StepUp };

async function customerOf(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer || isDeletedEmail(customer.email))
    throw new DomainError('not_found', 'No such customer.');
  return customer;
}

/** The typed email must be the account's: a slip of the finger never deletes an account. */
export function checkConfirmation(accountEmail: string, typed: string): void {
  if (typed.trim().toLowerCase() !== accountEmail.toLowerCase())
    throw new ValidationError({ confirm_email: [CONFIRM_EMAIL_MISMATCH] });
}

async function detachCards(db: Database, provider: PaymentProvider, customerId: number) {
  const cards = await db
    .select({ token: paymentMethods.cardToken })
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, customerId));
  for (const card of cards) {
    try {
      await provider.detachPaymentMethod(card.token);
    } catch (error) {
      // Already detached at the provider: nothing left to do there.
      if (!(error instanceof PaymentProviderError && error.kind === 'invalid_request'))
        throw new DomainError(
          'payment_required',
          'The saved card could not be removed at the payment provider; try again shortly.',
        );
    }
  }
  return cards.length;
}

/**
 * Deletes a customer's account (CCPA "right to delete"): settles the paid boxes not shipped yet
 * as the owner chose (`pendingBoxes`; without a choice, a 409 lists them and nothing changes),
 * cancels their plans through the cancel service, detaches their cards at the provider, then
 * erases or anonymises their personal data, revokes every session, queues the deletions at the
 * processors (processor-erasure.ts) and writes the audit row, all in one transaction. The steps
 * before the transaction are safe to repeat, so a failure part way is retried by asking again.
 */
export async function deleteCustomerAccount(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  actor: DeletionActor,
  confirmEmail: string,
  jobs: JobQueue | undefined,
  pendingBoxes?: PendingBoxChoice,
) {
  const customer = await customerOf(db, customerId);
  checkConfirmation(customer.email, confirmEmail);
  const boxes = await settlePendingBoxes(
    db,
    provider,
    customerId,
    pendingBoxes,
    actor.kind === 'staff' ? actor.staffId : null,
  );

  const plans = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), ne(subscriptions.status, 'cancelled')));
  for (const plan of plans)
    await cancelSubscription(db, customerId, plan.id, { reason: ACCOUNT_DELETED_REASON });
  const cardsDetached = await detachCards(db, provider, customerId);

  const { photos, atProcessors } = await db.transaction(async (tx) => {
    // Under the row lock: two deletions at once erase once.
    const [locked] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!locked || isDeletedEmail(locked.email))
      throw new DomainError('not_found', 'No such customer.');
    const keys = await erasePersonalData(tx, locked, boxes.kept);
    // The erasure drops the provider's customer id: the job carries it to delete it there.
    const processors = { customerId, providerCustomerId: locked.providerCustomerId };
    const queued = await queueProcessorErasure(tx, processors, jobs);
    await revokeAllForCustomer(tx, customerId);
    // A customer's own request is recorded too (who asked and when is the request's record).
    await recordAudit(tx, {
      staffId: actor.kind === 'staff' ? actor.staffId : null,
      action: 'customer.delete_account',
      targetType: 'customer',
      targetId: customerId,
      after: {
        plans_cancelled: plans.length,
        cards_detached: cardsDetached,
        boxes_shipped: boxes.kept,
        boxes_refunded: boxes.refunded,
        ...(actor.kind === 'staff' ? { step_up: actor.stepUp } : {}),
      },
    });
    return { photos: keys, atProcessors: queued ? null : processors };
  });

  // The rows no longer name the photos; a file left behind is reported, never shown again.
  for (const key of photos)
    await photoStore()
      .delete(key)
      .catch((error: unknown) =>
        logger().error({ customer_id: customerId, err: error }, 'Claim photo left behind'),
      );
  if (atProcessors) await eraseAtProcessorsNow(provider, atProcessors);
  logger().info(
    { customer_id: customerId, actor: actor.kind, plans_cancelled: plans.length },
    'Customer account deleted',
  );
  return {
    deleted: true,
    plans_cancelled: plans.length,
    cards_detached: cardsDetached,
    boxes_shipped: boxes.kept.length,
    boxes_refunded: boxes.refunded.length,
  };
}

/**
 * Records a data export before it is sent: a staff member's for a request received by phone or
 * email, or (`staffId` null) the customer's own from My info. Requests are kept on record.
 */
export async function recordDataExport(db: Database, staffId: number | null, customerId: number) {
  await customerOf(db, customerId);
  await recordAudit(db, {
    staffId,
    action: 'customer.data_export',
    targetType: 'customer',
    targetId: customerId,
  });
}
