import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PaymentAuthenticationView } from '@/contracts/payment-authentications';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { orders, payments, pets, subscriptions } from '@/server/db/schema';
import { shopToday } from '@/domain/delivery-schedule';
import { mayChargeAgain, outcomeOfIntent } from '@/server/domain/dunning';
import { deliveryOncePaid, lastDayKeepingDelivery } from '@/domain/late-payment-delivery';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { recordOutcome } from './renewal-transitions';
import { clockNow } from '@/server/clock';

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

async function loadOwn(db: Database, customerId: number, where: SQL) {
  return db
    .select({ order: orders, payment: payments, petName: pets.name })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
    .leftJoin(pets, eq(pets.id, subscriptions.petId))
    .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'renewal'), where))
    .orderBy(asc(orders.id));
}

type Loaded = Awaited<ReturnType<typeof loadOwn>>[number];

const toView = ({ order, payment, petName }: Loaded): PaymentAuthenticationView => {
  const waiting = order.status === 'requires_action';
  return {
    payment_intent: payment.providerId,
    client_secret: payment.clientSecret,
    order_id: order.id,
    pet_name: petName ?? 'Your pup',
    amount: order.totalCents,
    delivery_date: order.deliveryDate,
    status: order.status,
    respond_by: waiting ? (order.retryAt?.toISOString() ?? null) : null,
    // The rules the charge itself follows (renewal-charge.ts, recordOutcome), said in advance.
    unanswered: waiting
      ? mayChargeAgain(order.chargeAttempts)
        ? 'card_tried_again'
        : 'box_given_up'
      : null,
    keeps_date_until: waiting ? lastDayKeepingDelivery(order.deliveryDate) : null,
    arrives_if_confirmed_today: waiting
      ? deliveryOncePaid(order.deliveryDate, shopToday(clockNow()))
      : null,
  };
};

/** The customer's renewal charges waiting for them to confirm with their bank (My plan's banner). */
export async function listAwaitingAuthentication(
  db: Database,
  customerId: number,
): Promise<PaymentAuthenticationView[]> {
  const rows = await loadOwn(db, customerId, eq(orders.status, 'requires_action'));
  return rows.map(toView);
}

/** One renewal charge of the customer's by its payment intent; anyone else's does not exist. */
export async function getPaymentAuthentication(
  db: Database,
  customerId: number,
  paymentIntent: string,
): Promise<PaymentAuthenticationView> {
  return toView(await findOwn(db, customerId, paymentIntent));
}

async function findOwn(db: Database, customerId: number, paymentIntent: string) {
  if (!INTENT_ID.test(paymentIntent)) throw new DomainError('not_found', 'No such payment.');
  const [row] = await loadOwn(db, customerId, eq(payments.providerId, paymentIntent));
  if (!row) throw new DomainError('not_found', 'No such payment.');
  return row;
}

/**
 * After the customer answered their bank on our page: asks the provider how the charge stands
 * and records it (paid, and the plan goes on; or failed, and dunning goes on). Safe to repeat:
 * a charge recorded already answers as it stands (200), whoever recorded it.
 */
export async function confirmPaymentAuthentication(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  paymentIntent: string,
  now = clockNow(),
): Promise<PaymentAuthenticationView> {
  const row = await findOwn(db, customerId, paymentIntent);
  if (row.order.status === 'processing')
    throw new DomainError(
      'conflict',
      'This payment is being processed. Please check again in a minute.',
    );
  if (row.order.status !== 'requires_action') return toView(row);
  let intent;
  try {
    intent = await provider.retrievePaymentIntent(paymentIntent);
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new DomainError('not_found', 'No such payment.');
    throw error;
  }
  const outcome = outcomeOfIntent(intent);
  // Still waiting for the bank's answer: nothing to record yet.
  if (outcome === 'authentication_required') return toView(row);
  await recordOutcome(db, {
    order: row.order,
    outcome: outcome === 'succeeded' ? 'authenticated' : 'authentication_failed',
    clock: { now, today: shopToday(now) },
    from: ['requires_action'],
    intent,
    reason: intent.last_payment_error?.message ?? 'your bank did not confirm the payment',
  });
  return toView(await findOwn(db, customerId, paymentIntent));
}
