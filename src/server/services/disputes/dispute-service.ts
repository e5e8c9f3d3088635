import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DisputeView } from '@/contracts/admin/disputes';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { customers, disputes, orders, payments, subscriptions } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { ProviderDispute } from '@/server/payments';
import { cancelSubscription } from '../subscriptions/schedule-service';
import { clockNow } from '@/server/clock';

/** Stripe's statuses after which the bank has decided. */
const CLOSED = new Set(['won', 'lost', 'warning_closed', 'charge_refunded', 'prevented']);

/**
 * A dispute as the provider has it now (from `charge.dispute.created`, `.updated` or `.closed`),
 * recorded once per dispute and kept up to date. A new dispute marks the order its payment paid
 * for as disputed and holds the next charge of the customer's plans: charging again a card whose
 * holder says the last charge was not theirs (or not owed) would only add a second dispute. The
 * hold stays until an owner decides, even once the bank has closed the dispute. A dispute of a
 * payment the shop does not know (made in Stripe's dashboard) is ignored.
 */
export async function recordDispute(db: Database, dispute: ProviderDispute): Promise<boolean> {
  if (!dispute.payment_intent) return false;
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerId, dispute.payment_intent));
  if (!payment) return false;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, payment.id));
  const closed = CLOSED.has(dispute.status);
  const values = {
    amountCents: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy:
      dispute.evidence_due_by === null ? null : new Date(dispute.evidence_due_by * 1000),
    closedAt: closed ? clockNow() : null,
    updatedAt: clockNow(),
  };
  const [fresh] = await db
    .insert(disputes)
    .values({
      providerId: dispute.id,
      paymentId: payment.id,
      orderId: order?.id ?? null,
      customerId: payment.customerId,
      ...values,
    })
    .onConflictDoNothing({ target: disputes.providerId })
    .returning({ id: disputes.id });
  if (!fresh) {
    await db.update(disputes).set(values).where(eq(disputes.providerId, dispute.id));
    return true;
  }
  if (order)
    await db
      .update(orders)
      .set({ disputedAt: clockNow() })
      .where(and(eq(orders.id, order.id), isNull(orders.disputedAt)));
  await db
    .update(subscriptions)
    .set({ chargeHold: 'dispute', updatedAt: clockNow() })
    .where(
      and(eq(subscriptions.customerId, payment.customerId), ne(subscriptions.status, 'cancelled')),
    );
  return true;
}

/** The console's list: newest first, with the evidence due date and whether plans still wait. */
export async function listDisputes(db: Database, only?: { id: number }): Promise<DisputeView[]> {
  const rows = await db
    .select({
      dispute: disputes,
      email: customers.email,
    })
    .from(disputes)
    .leftJoin(customers, eq(customers.id, disputes.customerId))
    .where(only ? eq(disputes.id, only.id) : undefined)
    .orderBy(desc(disputes.id))
    .limit(200);
  const customerIds = [...new Set(rows.map((row) => row.dispute.customerId ?? 0))];
  const held = customerIds.length
    ? await db
        .selectDistinct({ customerId: subscriptions.customerId })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.customerId, customerIds),
            eq(subscriptions.chargeHold, 'dispute'),
          ),
        )
    : [];
  const heldCustomers = new Set(held.map((row) => row.customerId));
  return rows.map(({ dispute, email }) => ({
    id: dispute.id,
    provider_id: dispute.providerId,
    order_id: dispute.orderId,
    customer_id: dispute.customerId,
    customer_email: email,
    amount: dispute.amountCents,
    reason: dispute.reason,
    status: dispute.status,
    evidence_due_by: dispute.evidenceDueBy?.toISOString() ?? null,
    closed_at: dispute.closedAt?.toISOString() ?? null,
    plans_held: dispute.customerId !== null && heldCustomers.has(dispute.customerId),
  }));
}

/**
 * An owner's decision on the plans a dispute holds: 'resume' charges them again from their next
 * box; 'cancel' cancels each plan through the customer's own cancel (no box after it). Audited
 * with the plans before and after, in the transaction that changes them.
 */
export async function decideDisputeHold(
  db: Database,
  staffId: number,
  disputeId: number,
  decision: 'resume' | 'cancel',
): Promise<DisputeView> {
  await db.transaction(async (tx) => {
    const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId));
    if (!dispute) throw new DomainError('not_found', 'No such dispute.');
    if (dispute.customerId === null)
      throw new DomainError('conflict', 'This dispute’s customer no longer exists.');
    const held = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.customerId, dispute.customerId),
          eq(subscriptions.chargeHold, 'dispute'),
        ),
      )
      .for('update');
    if (held.length === 0)
      throw new DomainError('conflict', 'No plan of this customer is waiting on a decision.');
    for (const plan of held) {
      await tx
        .update(subscriptions)
        .set({ chargeHold: null, updatedAt: clockNow() })
        .where(eq(subscriptions.id, plan.id));
      if (decision === 'cancel' && plan.status !== 'cancelled')
        await cancelSubscription(tx, plan.customerId, plan.id, {
          reason: 'Something else',
          details: `Cancelled after payment dispute ${dispute.providerId}.`,
        });
    }
    await recordAudit(tx, {
      staffId,
      action: `dispute.${decision}`,
      targetType: 'dispute',
      targetId: dispute.id,
      before: { held_plans: held.map((plan) => ({ id: plan.id, status: plan.status })) },
      after: { decision, plans: held.map((plan) => plan.id) },
    });
  });
  const [view] = await listDisputes(db, { id: disputeId });
  return view!;
}
