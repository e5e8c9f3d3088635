import { readAll } from '@/server/db/read-all';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  customers,
  orderItems,
  orderTaxLines,
  orders,
  payments,
  pets,
  renewalAttempts,
  subscriptions,
  type OrderRow,
} from '@/server/db/schema';
import { nextDeliveryAfter } from '@/domain/delivery-schedule';
import { deliveryOncePaid } from '@/domain/late-payment-delivery';
import { dunningStep, type DunningStep, type RenewalOutcome } from '@/server/domain/dunning';
import type { ProviderPaymentIntent } from '@/server/payments';
import { sendAuthenticationNeeded, sendChargeFailed, sendRenewalReceipt } from './renewal-emails';
import type { RunClock } from './run-clock';
import { restoreCredit } from '../credit/credit-ledger';
import { clockNow } from '@/server/clock';
import { commitOrderTax } from '@/server/tax/tax-records';

export interface RecordOutcomeInput {
  order: OrderRow;
  outcome: RenewalOutcome;
  clock: RunClock;
  /** The statuses the order must still be in: this run's hold, or waiting for the customer. */
  from: OrderRow['status'][];
  /** The provider's intent, when the attempt reached it. */
  intent?: ProviderPaymentIntent | null;
  cardId?: number | null;
  /** Why a charge failed, for the order and the customer's email. */
  reason?: string;
  /** A retry a staff member asked for (the failed-payments queue); absent for the job. */
  staffId?: number | null;
  /** A staff retry: the automatic retry's time, kept when it fails (no attempt used up). */
  scheduledRetryAt?: Date | null;
}

/** 'held': not charged, the plan waits on an owner's decision about a payment dispute. */
export type RecordedStep = DunningStep['status'] | 'taken' | 'held';

class Taken extends Error {}

const paymentStatusOf = (intent: ProviderPaymentIntent) =>
  intent.status === 'succeeded'
    ? ('succeeded' as const)
    : intent.status === 'requires_action'
      ? ('pending' as const)
      : ('failed' as const);

/**
 * Records what came of a renewal's charge as one transaction: the payment, the order's next
 * state from the dunning table, the plan moved on (paid) or paused (out of attempts), the credit
 * returned, and the email. The order moves only from the state it was seen in, so of two
 * callers (two runs, a run and the customer's confirm) one records it and the other gets 'taken'.
 * Every way a renewal becomes paid (the run, the customer's bank check, staff's retry) comes
 * here, so here its tax is recorded with the tax provider, after the commit.
 */
export async function recordOutcome(
  db: Database,
  input: RecordOutcomeInput,
): Promise<RecordedStep> {
  const { order, clock } = input;
  const step = dunningStep({
    outcome: input.outcome,
    attemptsBefore: order.chargeAttempts,
    now: clock.now,
    staffRetry:
      input.staffId && input.scheduledRetryAt
        ? { scheduledRetryAt: input.scheduledRetryAt }
        : undefined,
  });
  try {
    await db.transaction(async (tx) => {
      const paymentId = input.intent ? await savePayment(tx, order, input) : null;
      // A box paid after a retry cannot arrive before the kitchen has made it.
      const delivery =
        step.status === 'paid'
          ? deliveryOncePaid(order.deliveryDate, clock.today)
          : order.deliveryDate;
      const [moved] = await tx
        .update(orders)
        .set({
          status: step.status,
          chargeAttempts: step.chargeAttempts,
          retryAt: step.retryAt,
          failureMessage: step.status === 'paid' ? null : (input.reason ?? null),
          deliveryDate: delivery,
          ...(step.status === 'payment_failed' ? {} : { paymentId }),
        })
        .where(
          and(
            eq(orders.id, order.id),
            inArray(orders.status, input.from),
            eq(orders.chargeAttempts, order.chargeAttempts),
          ),
        )
        .returning();
      if (!moved) throw new Taken();
      // The attempt's history, for the failed-payments queue.
      await tx.insert(renewalAttempts).values({
        orderId: order.id,
        outcome: input.outcome,
        reason: step.status === 'paid' ? null : (input.reason ?? null),
        amountCents: order.totalCents,
        paymentId,
        staffId: input.staffId ?? null,
      });
      if (step.status === 'paid') await movePlanOn(tx, moved, order.deliveryDate);
      if (step.pausePlan) await pausePlan(tx, moved);
      // Closed unpaid for good (out of attempts, or the plan stopped): its credit goes back.
      if (step.status === 'payment_failed' && step.retryAt === null && moved.creditCents > 0)
        await restoreCredit(tx, moved.customerId, moved.creditCents, moved.id);
      await sendStepEmail(tx, moved, step, input);
    });
  } catch (error) {
    if (error instanceof Taken) return 'taken';
    throw error;
  }
  // Outside the transaction: a call to the tax provider (a failure is re-driven by a job).
  if (step.status === 'paid') await commitOrderTax(db, order.id);
  return step.status;
}

async function savePayment(db: Database, order: OrderRow, input: RecordOutcomeInput) {
  const intent = input.intent!;
  const values = {
    status: paymentStatusOf(intent),
    failureCode: intent.last_payment_error?.code ?? null,
    failureMessage: intent.last_payment_error?.message ?? null,
    updatedAt: clockNow(),
  };
  const [payment] = await db
    .insert(payments)
    .values({
      customerId: order.customerId,
      kind: 'payment',
      providerId: intent.id,
      clientSecret: intent.client_secret,
      amountCents: order.totalCents,
      paymentMethodId: input.cardId ?? null,
      ...values,
    })
    .onConflictDoUpdate({ target: payments.providerId, set: values })
    .returning({ id: payments.id });
  return payment!.id;
}

/** The plan moves on to its next box, unless the customer already moved it. */
async function movePlanOn(db: Database, order: OrderRow, chargedFor: string) {
  const [subscription] = await db
    .select({ weeks: subscriptions.weeksOfFood })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId ?? 0));
  if (!subscription) return;
  await db
    .update(subscriptions)
    .set({
      nextDeliveryDate: nextDeliveryAfter(order.deliveryDate, subscription.weeks),
      cycle: sql`${subscriptions.cycle} + 1`,
      // A check-in made after this box's cut-off takes effect from the box after it.
      sku: sql`coalesce(${subscriptions.pendingSku}, ${subscriptions.sku})`,
      pendingSku: null,
      updatedAt: clockNow(),
    })
    .where(
      and(
        eq(subscriptions.id, order.subscriptionId ?? 0),
        eq(subscriptions.nextDeliveryDate, chargedFor),
      ),
    );
}

/** Out of attempts: the plan is paused. */
async function pausePlan(db: Database, order: OrderRow) {
  await db
    .update(subscriptions)
    .set({ status: 'paused', updatedAt: clockNow() })
    .where(
      and(eq(subscriptions.id, order.subscriptionId ?? 0), eq(subscriptions.status, 'active')),
    );
}

async function sendStepEmail(
  db: Database,
  order: OrderRow,
  step: DunningStep,
  input: RecordOutcomeInput,
) {
  if (!step.email) return;
  const [[customer], [pet]] = await readAll(db, [
    () => db.select().from(customers).where(eq(customers.id, order.customerId)),
    () =>
      db
        .select({ name: pets.name })
        .from(subscriptions)
        .innerJoin(pets, eq(pets.id, subscriptions.petId))
        .where(eq(subscriptions.id, order.subscriptionId ?? 0)),
  ]);
  if (!customer) return;
  if (step.email === 'authentication_needed')
    return sendAuthenticationNeeded(db, customer, {
      petName: pet?.name ?? 'your pup',
      totalCents: order.totalCents,
      paymentIntent: input.intent!.id,
      respondBy: step.retryAt!,
    });
  if (step.email === 'charge_failed')
    return sendChargeFailed(db, customer, {
      petName: pet?.name ?? 'your pup',
      reason: input.reason ?? 'the card was declined',
      retryAt: step.retryAt,
    });
  const [items, taxLines] = await readAll(db, [
    () =>
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
    () =>
      db
        .select()
        .from(orderTaxLines)
        .where(eq(orderTaxLines.orderId, order.id))
        .orderBy(asc(orderTaxLines.id)),
  ]);
  return sendRenewalReceipt(db, customer, {
    orderId: order.id,
    petName: pet?.name ?? 'Your pup',
    deliveryDate: order.deliveryDate,
    box: {
      lines: items.map((item) => ({
        sku: item.sku,
        product_name: item.productName,
        product_type: item.productType,
        quantity: item.quantity,
        unit_cents: item.unitCents,
        total_cents: item.totalCents,
      })),
      subtotal: order.subtotalCents,
      discount: order.discountCents - order.creditCents,
      credit: order.creditCents,
      tax: order.taxCents,
      tax_lines: taxLines.map((line) => ({
        name: line.name,
        rate_ppm: line.ratePpm,
        tax_amount: line.taxCents,
      })),
      total: order.totalCents,
    },
  });
}
