import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, payments, type OrderRow } from '@/server/db/schema';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from '@/server/payments';
import { paymentStatusOf } from '../payments/release-holds';
import { clockNow } from '@/server/clock';

/**
 * A first-box order is placed in steps, each recorded on its row: 'processing' (claimed, the hold
 * not captured yet) → 'captured' (charged; lines, subscriptions and email not written yet) →
 * 'paid'. The request placing it holds a lease (retry_at); when a request dies halfway (a crash,
 * a deploy), the lease runs out and a retry of the same checkout or the sweeper takes the order
 * over and finishes it, or undoes it, from the step it reached. Every step is idempotent: the
 * capture has one idempotency key per payment, and each move to the next status is a conditional
 * update that only one request wins.
 */
export const CHECKOUT_LEASE_MS = 15_000;
/** How long a checkout request waits for another request placing the same order. */
const WAIT_LIMIT_MS = 20_000;
const WAIT_STEP_MS = 100;

/** What to do with a claimed order whose hold is not captured yet. */
export type HoldSettlement =
  /** The customer retried this very checkout: take the money and place the order. */
  | 'capture'
  /** Nobody is waiting for it (sweeper, or a newer checkout of the cart): release the hold. */
  | 'release';

export interface DriveOptions {
  settle: HoldSettlement;
  /** Writes the paid order of a captured one (lines, subscriptions, cart, email) at most once. */
  record: (db: Database, orderId: number) => Promise<void>;
  /** The caller holds the lease already (it has just claimed the order). */
  leased?: boolean;
  /** One pass without waiting for a live request (the sweeper). */
  wait?: boolean;
  now?: () => Date;
}

const leaseEnd = (now: Date) => new Date(now.getTime() + CHECKOUT_LEASE_MS);
const inFlight = (order: OrderRow) => order.status === 'processing' || order.status === 'captured';
/** Renewal orders have their own steps and leases (renewal-service.ts): never driven here. */
const drivable = (order: OrderRow) => order.kind === 'first_box' && inFlight(order);

/** Takes over an order in flight whose lease ran out; of several requests, one wins. */
async function takeLease(db: Database, order: OrderRow, now: Date): Promise<boolean> {
  const taken = await db
    .update(orders)
    .set({ retryAt: leaseEnd(now) })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        or(isNull(orders.retryAt), lte(orders.retryAt, now)),
      ),
    )
    .returning({ id: orders.id });
  return taken.length > 0;
}

/**
 * Captures or releases the hold of an order this request holds, then records what the provider
 * says happened: money taken → 'captured'; hold gone → the claim is dropped so the cart can be
 * paid again; anything else (an outage, a capture still running elsewhere) → left for later.
 */
async function settleHold(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  settle: HoldSettlement,
  now: Date,
): Promise<'captured' | 'released' | 'unknown'> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, order.paymentId!));
  let intent: ProviderPaymentIntent | null;
  try {
    intent =
      settle === 'capture'
        ? await provider.capturePaymentIntent(payment!.providerId, {
            idempotencyKey: `capture-${payment!.id}`,
          })
        : await provider.cancelPaymentIntent(payment!.providerId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    intent = await provider.retrievePaymentIntent(payment!.providerId).catch(() => null);
  }
  const stillProcessing = and(eq(orders.id, order.id), eq(orders.status, 'processing'));
  if (intent?.status === 'succeeded') {
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'captured', retryAt: leaseEnd(now) })
        .where(stillProcessing);
      await tx
        .update(payments)
        .set({ status: 'succeeded', updatedAt: clockNow() })
        .where(eq(payments.id, payment!.id));
    });
    return 'captured';
  }
  if (!intent || ['requires_capture', 'processing'].includes(intent.status)) {
    // Let the next retry or sweep try again at once rather than after the lease.
    await db.update(orders).set({ retryAt: now }).where(stillProcessing);
    return 'unknown';
  }
  await db.transaction(async (tx) => {
    await tx.delete(orders).where(stillProcessing);
    await tx
      .update(payments)
      .set({ status: paymentStatusOf(intent), updatedAt: clockNow() })
      .where(eq(payments.id, payment!.id));
  });
  return 'released';
}

/**
 * Takes an order to the end of its placing: returns it once paid (or failed), null once undone,
 * or the order still in flight when another live request is placing it and the wait is over.
 */
export async function driveOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  options: DriveOptions,
): Promise<OrderRow | null> {
  const now = options.now ?? (() => clockNow());
  const deadline = performance.now() + (options.wait === false ? 0 : WAIT_LIMIT_MS);
  let leased = options.leased ?? false;
  for (;;) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    if (!drivable(order)) return order;
    leased ||= await takeLease(db, order, now());
    if (leased) {
      if (order.status === 'captured') await options.record(db, order.id);
      else if ((await settleHold(db, provider, order, options.settle, now())) === 'unknown')
        return order;
      continue;
    }
    if (performance.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

export const isInFlight = inFlight;
