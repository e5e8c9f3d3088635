import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers, orders, pets, renewalAttempts, subscriptions } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { sendChargeFailed } from '../renewals/renewal-emails';
import { retryRenewalNow } from '../renewals/renewal-service';
import type { FailedPaymentView } from '@/contracts/admin/care';
import { clockNow } from '@/server/clock';
export type { FailedPaymentView };

export const FAILED_PAGE_SIZE = 25;
/** Declined, or waiting for the customer to confirm the charge with their bank. */
const WAITING: string[] = ['payment_failed', 'requires_action'];

/**
 * Renewals whose charge failed (declined, bank wants the customer to confirm, no card), newest
 * first, with each attempt. Two queries for the page, whatever its size.
 */
export async function listFailedPayments(
  db: Database,
  options: { before?: number } = {},
): Promise<{ results: FailedPaymentView[]; next_before: number | null }> {
  const rows = await db
    .select({ order: orders, customer: customers, petName: pets.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .leftJoin(pets, eq(pets.id, subscriptions.petId))
    .where(
      and(
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['payment_failed', 'requires_action']),
        options.before ? lt(orders.id, options.before) : sql`true`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(FAILED_PAGE_SIZE + 1);
  const page = rows.slice(0, FAILED_PAGE_SIZE);
  const ids = page.map((row) => row.order.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(renewalAttempts)
        .where(inArray(renewalAttempts.orderId, ids))
        .orderBy(asc(renewalAttempts.id))
    : [];
  return {
    results: page.map(({ order, customer, petName }) => ({
      order_id: order.id,
      customer: {
        id: customer.id,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
      },
      pet_name: petName,
      amount: order.totalCents,
      delivery_date: order.deliveryDate,
      attempts: order.chargeAttempts,
      status: order.status as FailedPaymentView['status'],
      last_failure: order.failureMessage,
      retry_at: order.retryAt?.toISOString() ?? null,
      history: attempts
        .filter((attempt) => attempt.orderId === order.id)
        .map((attempt) => ({
          outcome: attempt.outcome,
          reason: attempt.reason,
          amount: attempt.amountCents,
          by_staff: attempt.staffId !== null,
          at: attempt.createdAt.toISOString(),
        })),
    })),
    next_before: rows.length > FAILED_PAGE_SIZE ? page[page.length - 1]!.order.id : null,
  };
}

async function failedRenewal(db: Database, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'renewal')));
  if (!order) throw new DomainError('not_found', 'No such renewal.');
  return order;
}

/**
 * "Retry now": the renewal job's own claim and charge. The audit row is written first, in its
 * own transaction, because the charge commits its own steps (it talks to the provider between
 * them); the attempt it makes is recorded with the staff member's id.
 */
export async function retryFailedPayment(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  staffId: number,
) {
  const order = await failedRenewal(db, orderId);
  if (!WAITING.includes(order.status))
    throw new DomainError('not_failed', 'This renewal is not waiting for a payment.');
  if (!order.retryAt)
    throw new DomainError(
      'out_of_attempts',
      'This renewal is out of attempts and its plan is paused; the customer resumes it from My plan.',
    );
  // Recorded with the take, before the charge: a click refused because another is charging
  // leaves no row, and a charge cut off halfway still has its record.
  const outcome = await retryRenewalNow(db, provider, orderId, staffId, clockNow(), (tx) =>
    recordAudit(tx, {
      staffId,
      action: 'payment.retry',
      targetType: 'order',
      targetId: orderId,
      before: { status: order.status, charge_attempts: order.chargeAttempts },
    }),
  );
  if (outcome === 'taken')
    throw new DomainError('retry_running', 'A charge of this renewal is already running.');
  const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    outcome,
    status: after!.status,
    attempts: after!.chargeAttempts,
    failure: after!.failureMessage,
  };
}

/** "Contact customer": the payment-failed email again, through the outbox. */
export async function contactAboutFailedPayment(db: Database, orderId: number, staffId: number) {
  const order = await failedRenewal(db, orderId);
  if (!WAITING.includes(order.status))
    throw new DomainError('not_failed', 'This renewal is not waiting for a payment.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ customer: customers, petName: pets.name })
      .from(customers)
      .leftJoin(subscriptions, eq(subscriptions.id, order.subscriptionId ?? 0))
      .leftJoin(pets, eq(pets.id, subscriptions.petId))
      .where(eq(customers.id, order.customerId));
    const outboxId = await sendChargeFailed(tx, row!.customer, {
      petName: row!.petName ?? 'your pup',
      reason: order.failureMessage ?? 'the card was declined',
      retryAt: order.retryAt,
    });
    await recordAudit(tx, {
      staffId,
      action: 'payment.contact',
      targetType: 'order',
      targetId: orderId,
      after: { outbox_id: outboxId },
    });
    return { outbox_id: outboxId };
  });
}
