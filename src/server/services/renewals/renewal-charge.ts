import { readAll } from '@/server/db/read-all';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, orders, payments, subscriptions, type OrderRow } from '@/server/db/schema';
import { mayChargeAgain, outcomeOfIntent } from '@/server/domain/dunning';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from '@/server/payments';
import { renewalCardOf } from '../payments/saved-card-filter';
import { PLAN_STOPPED } from './close-open-renewals';
import { holdingLease } from './lease-heartbeat';
import { recordOutcome, type RecordedStep } from './renewal-transitions';
import type { RunClock } from './run-clock';
import { clockNow } from '@/server/clock';

interface ChargeInput {
  order: OrderRow;
  clock: RunClock;
  /** A retry a staff member asked for; absent for the job. */
  staffId?: number | null;
  /** A staff retry: when the automatic retry was due (kept if this charge fails). */
  scheduledRetryAt?: Date | null;
  /** A staff retry: how many staff retries this order had before (its own provider key). */
  staffRetriesBefore?: number;
}

const OPEN_INTENT = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * Charges a renewal order this run holds (status 'processing', under its lease) with the
 * customer's default card, off-session, and records the outcome. A charge still waiting for the
 * customer's bank check from an earlier attempt is settled first: paid if they confirmed it
 * meanwhile, otherwise withdrawn before the card is tried again. The lease is kept alive while
 * the charge runs (holdingLease), so only a run that died loses the order to another.
 */
export function chargeRenewal(
  db: Database,
  provider: PaymentProvider,
  input: ChargeInput,
): Promise<RecordedStep> {
  return holdingLease(db, input.order, () => chargeHeld(db, provider, input));
}

/** How often a renewal whose plan a dispute holds is looked at again. */
const HOLD_RECHECK_MS = 60 * 60 * 1000;

/**
 * The plan is held by a payment dispute (an owner has not decided yet): nothing is charged, and
 * the order waits, still chargeable, until an owner resumes the plan (or cancels it). A second
 * guard behind the finders, which leave held plans out, for an order made or taken before the
 * hold: a staff retry, a job queued earlier.
 */
async function chargeIsHeld(db: Database, order: OrderRow, clock: RunClock): Promise<boolean> {
  if (order.subscriptionId === null) return false;
  const [plan] = await db
    .select({ chargeHold: subscriptions.chargeHold })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId));
  if (!plan?.chargeHold) return false;
  await db
    .update(orders)
    .set({ retryAt: new Date(clock.now.getTime() + HOLD_RECHECK_MS) })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'processing')));
  return true;
}

async function chargeHeld(
  db: Database,
  provider: PaymentProvider,
  { order, clock, staffId, scheduledRetryAt, staffRetriesBefore }: ChargeInput,
): Promise<RecordedStep> {
  const held = {
    order,
    clock,
    staffId,
    scheduledRetryAt,
    from: ['processing'] as OrderRow['status'][],
  };
  const byStaff = Boolean(staffId && scheduledRetryAt);
  if (await chargeIsHeld(db, order, clock)) return 'held';
  const waiting = await settleWaitingCharge(db, provider, order);
  if (waiting.state === 'paid')
    return recordOutcome(db, { ...held, outcome: 'authenticated', intent: waiting.intent });
  // The second guard: cancel and pause close the plan's open boxes, but a run that took this
  // box just before must not charge a plan the customer stopped.
  if (!(await planIsActive(db, order)))
    return recordOutcome(db, { ...held, outcome: 'plan_stopped', reason: PLAN_STOPPED });
  // A staff retry is extra to the schedule: the customer's last bank check may still be tried.
  if (waiting.state === 'open' && !byStaff && !mayChargeAgain(order.chargeAttempts))
    return recordOutcome(db, {
      ...held,
      outcome: 'authentication_expired',
      reason: 'the payment was not confirmed with your bank in time',
    });
  if (order.totalCents === 0) return recordOutcome(db, { ...held, outcome: 'nothing_due' });

  const [[customer], [card]] = await readAll(db, [
    () => db.select().from(customers).where(eq(customers.id, order.customerId)),
    () => renewalCardOf(db, order.customerId),
  ]);
  if (!customer) throw new Error('A renewal order lost its customer.');
  if (!card || !customer.providerCustomerId)
    return recordOutcome(db, { ...held, outcome: 'no_card', reason: 'no card is saved' });

  const attempt = order.chargeAttempts + 1;
  // A staff retry is not the next automatic attempt, so it must not share that attempt's key
  // (the provider would answer the automatic attempt with this charge's result).
  const key = byStaff
    ? `renewal-${order.id}-staff-${(staffRetriesBefore ?? 0) + 1}`
    : `renewal-${order.id}-${attempt}`;
  let intent: ProviderPaymentIntent;
  try {
    intent = await provider.chargeOffSession({
      amount: order.totalCents,
      customer: customer.providerCustomerId,
      paymentMethod: card.cardToken,
      metadata: { order_id: String(order.id), kind: 'renewal' },
      // The same attempt replayed (a run that crashed mid-charge) is the same charge.
      idempotencyKey: key,
    });
    if (
      outcomeOfIntent(intent) === 'authentication_required' &&
      intent.status !== 'requires_action'
    )
      // Kept for the customer: confirmed again for them to answer their bank on our site.
      intent = await provider.confirmPaymentIntent(intent.id, {
        paymentMethod: card.cardToken,
        idempotencyKey: `${key}-on-session`,
      });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const outcome = error.kind === 'provider' ? 'provider_unavailable' : 'declined';
    return recordOutcome(db, { ...held, outcome, reason: error.message });
  }
  const outcome = outcomeOfIntent(intent);
  const reason =
    outcome === 'authentication_required'
      ? 'your bank asked to confirm the payment'
      : (intent.last_payment_error?.message ?? 'the card was declined');
  return recordOutcome(db, { ...held, outcome, intent, cardId: card.id, reason });
}

async function planIsActive(db: Database, order: OrderRow): Promise<boolean> {
  const [plan] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId ?? 0));
  return plan?.status === 'active';
}

/**
 * An earlier attempt's charge that waited for the customer's bank check: 'paid' if they
 * confirmed it after all, 'open' if it was still waiting (it is withdrawn now), else 'none'.
 */
async function settleWaitingCharge(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<{ state: 'paid' | 'open' | 'none'; intent?: ProviderPaymentIntent }> {
  if (order.paymentId === null) return { state: 'none' };
  const [payment] = await db.select().from(payments).where(eq(payments.id, order.paymentId));
  // The provider, not our row, says how it stands: a webhook may have marked it meanwhile.
  if (!payment || payment.status === 'canceled') return { state: 'none' };
  let intent = await provider.retrievePaymentIntent(payment.providerId);
  const wasOpen = OPEN_INTENT.has(intent.status);
  if (wasOpen)
    intent = await provider.cancelPaymentIntent(intent.id).catch(async (error: unknown) => {
      // Confirmed by the customer at this very moment: it cannot be withdrawn any more.
      if (!(error instanceof PaymentProviderError)) throw error;
      return provider.retrievePaymentIntent(payment.providerId);
    });
  if (intent.status === 'succeeded') return { state: 'paid', intent };
  await db
    .update(payments)
    .set({ status: intent.status === 'canceled' ? 'canceled' : 'failed', updatedAt: clockNow() })
    .where(eq(payments.id, payment.id));
  return { state: wasOpen ? 'open' : 'none' };
}
