import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { DomainError, ValidationError } from '@/server/errors';
import type { PaymentView } from '@/contracts/payments';
import type { Database } from '@/server/db/client';
import { carts, orders, payments, type PaymentRow } from '@/server/db/schema';
import {
  completeOfflineAuthentication,
  PaymentProviderError,
  toShopPaymentStatus,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from '@/server/payments';
import { keepsCardOnFile } from '@/server/domain/saved-cards';
import { priceCart } from '../cart/price-cart';
import { findOwnPaymentMethod, keepCardOnFile } from './payment-methods-service';
import { providerCustomerId } from './provider-customer';
import { providerUnavailable } from './provider-failure';
import { paymentReturnUrl } from './return-urls';
import { releaseHold, releaseSupersededHolds } from './release-holds';
import { toPaymentView } from './payment-view';
import { clockNow } from '@/server/clock';

/** The customer's cart with its total, priced now on the server. */
async function ownCartTotal(db: Database, customerId: number, cartId: number) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .limit(1);
  if (!cart) throw new DomainError('not_found', 'No such cart.');
  const priced = await priceCart(db, cart);
  if (Object.keys(priced.subscriptions).length === 0 && priced.line_items.length === 0)
    throw new ValidationError({ cart_id: ['The cart is empty.'] });
  return { cart, total: priced.totals.total };
}

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    const providerCode = { providerCode: error.code };
    if (error.kind === 'invalid_request')
      throw new DomainError('payment_provider_conflict', error.message, providerCode);
    if (error.kind === 'provider') throw providerUnavailable(error, 'payment');
    throw new DomainError('payment_declined', error.message, providerCode);
  }
  throw error;
}

/**
 * POST /api/v3/payments/initiate/: a payment intent for the cart's current total. A pending
 * intent for the same cart is reused (its amount brought up to date), so checkout opened twice or
 * a double click never makes two.
 */
export async function initiatePayment(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: { cart_id: number; payment_method_id?: number | null },
): Promise<PaymentView> {
  // A reusable intent first: updating it prices the cart and checks the card itself.
  const [pending] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, customerId),
        eq(payments.cartId, input.cart_id),
        eq(payments.kind, 'payment'),
        // A declined attempt can be retried on the same intent with another card.
        inArray(payments.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (pending) return updatePayment(db, provider, customerId, pending.id, input);
  const { cart, total } = await ownCartTotal(db, customerId, input.cart_id);
  const method = input.payment_method_id
    ? await findOwnPaymentMethod(db, customerId, input.payment_method_id)
    : null;
  // The latest payment for the cart is part of the key: a double click makes one intent, but a
  // new payment after a released one is a new intent, not the released one replayed.
  const [latest] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.cartId, cart.id), eq(payments.kind, 'payment')))
    .orderBy(desc(payments.id))
    .limit(1);
  let row: PaymentRow;
  let intent: ProviderPaymentIntent;
  try {
    intent = await provider.createPaymentIntent({
      amount: total,
      customer: await providerCustomerId(db, provider, customerId),
      paymentMethod: method?.cardToken,
      captureMethod: 'manual',
      metadata: { customer_id: String(customerId), cart_id: String(cart.id) },
      idempotencyKey: `initiate-${customerId}-${cart.id}-${cart.version}-${method?.id ?? 0}-${latest?.id ?? 0}`,
    });
    [row] = (await db
      .insert(payments)
      .values({
        customerId,
        kind: 'payment',
        providerId: intent.id,
        clientSecret: intent.client_secret,
        cartId: cart.id,
        cartVersion: cart.version,
        amountCents: intent.amount,
        paymentMethodId: method?.id ?? null,
      })
      .onConflictDoUpdate({ target: payments.providerId, set: { updatedAt: clockNow() } })
      .returning()) as [PaymentRow];
  } catch (error) {
    providerFailure(error);
  }
  // This payment supersedes the cart's older ones: their holds are released.
  await releaseSupersededHolds(db, provider, row);
  return toPaymentView(row, intent);
}

/** A payment (or setup intent) of this customer by its id, its intent id or its client secret. */
export async function findOwnPayment(
  db: Database,
  customerId: number,
  reference: string,
  kind: PaymentRow['kind'] = 'payment',
) {
  const providerId = reference.split('_secret_')[0]!;
  const numeric = /^[1-9]\d{0,9}$/.test(reference) ? Number(reference) : -1;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, customerId),
        eq(payments.kind, kind),
        or(eq(payments.id, numeric), eq(payments.providerId, providerId)),
      ),
    )
    .limit(1);
  if (!row || (reference.includes('_secret_') && row.clientSecret !== reference))
    throw new DomainError(
      'not_found',
      kind === 'setup' ? 'No such setup intent.' : 'No such payment.',
    );
  return row;
}

/** PUT /api/v3/payments/{paymentId}/update/: the amount follows the cart; the card may change. */
export async function updatePayment(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  paymentId: number | string,
  input: { cart_id: number; payment_method_id?: number | null },
): Promise<PaymentView> {
  const payment = await findOwnPayment(db, customerId, String(paymentId));
  if (payment.status === 'authorized') return replaceHold(db, provider, payment, input);
  if (payment.status === 'succeeded' || payment.status === 'canceled')
    throw new DomainError('payment_intent_unexpected_state', 'This payment is already confirmed.');
  const { cart, total } = await ownCartTotal(db, customerId, input.cart_id);
  const method = input.payment_method_id
    ? await findOwnPaymentMethod(db, customerId, input.payment_method_id)
    : null;
  try {
    const intent = await provider.updatePaymentIntent(payment.providerId, {
      amount: total,
      paymentMethod: method?.cardToken,
    });
    const [row] = await db
      .update(payments)
      .set({
        amountCents: intent.amount,
        cartId: cart.id,
        cartVersion: cart.version,
        paymentMethodId: method?.id ?? payment.paymentMethodId,
        updatedAt: clockNow(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return toPaymentView(row!, intent);
  } catch (error) {
    providerFailure(error);
  }
}

/**
 * An update of a payment already held (checkout submitted again after an error): the hold stands
 * if it is still for this cart's total and card; otherwise a new payment supersedes it and the
 * hold is released. A hold an order is being placed with is not touched.
 */
async function replaceHold(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  input: { cart_id: number; payment_method_id?: number | null },
): Promise<PaymentView> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, payment.id));
  if (order)
    throw new DomainError('payment_intent_unexpected_state', 'This payment is already confirmed.');
  const { total } = await ownCartTotal(db, payment.customerId, input.cart_id);
  const sameCard = !input.payment_method_id || input.payment_method_id === payment.paymentMethodId;
  if (payment.cartId === input.cart_id && payment.amountCents === total && sameCard)
    return toPaymentView(payment);
  const next = await initiatePayment(db, provider, payment.customerId, input);
  await releaseHold(db, provider, payment);
  return next;
}

/**
 * POST /api/v3/payments/{transactionId}/confirm/: places the hold on the card. A declined card
 * answers 402 with the provider's code and message; a bank asking for 3-D Secure answers the
 * pending payment with next_action. Replays of a confirmed payment change nothing.
 */
export async function confirmPayment(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  transactionId: string,
  input: { payment_method_id: number },
  /**
   * `offSession`: nobody is at the card to answer a bank check (support charging a saved card
   * for the customer); a card that needs one is refused like a decline instead.
   */
  options: { offSession?: boolean } = {},
): Promise<PaymentView> {
  let payment = await findOwnPayment(db, customerId, transactionId);
  if (payment.status === 'authorized' || payment.status === 'succeeded')
    return toPaymentView(payment);
  const method = await findOwnPaymentMethod(db, customerId, input.payment_method_id);
  if (payment.cartId) {
    // The cart may have changed since the intent was made: charge what it costs now.
    const { total } = await ownCartTotal(db, customerId, payment.cartId);
    if (total !== payment.amountCents) {
      await updatePayment(db, provider, customerId, payment.id, { cart_id: payment.cartId });
      payment = await findOwnPayment(db, customerId, String(payment.id));
    }
  }
  let intent: ProviderPaymentIntent;
  try {
    intent = await provider.confirmPaymentIntent(payment.providerId, {
      paymentMethod: method.cardToken,
      ...(options.offSession ? { offSession: true } : { returnUrl: paymentReturnUrl('payment') }),
      idempotencyKey: `confirm-${payment.id}-${method.id}-${payment.amountCents}-${payment.updatedAt.getTime()}`,
    });
  } catch (error) {
    // A concurrent confirm (a double click) got there first: its result is this one's too.
    const current = await provider.retrievePaymentIntent(payment.providerId).catch(() => null);
    if (!current || !['requires_capture', 'succeeded'].includes(current.status))
      providerFailure(error);
    intent = current!;
  }
  const status = toShopPaymentStatus(intent);
  const [row] = await db
    .update(payments)
    .set({
      status,
      paymentMethodId: method.id,
      failureCode:
        intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
      failureMessage: intent.last_payment_error?.message ?? null,
      updatedAt: clockNow(),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  // Stripe's setup_future_usage: the card is kept on file once the bank accepted it, never before.
  if (keepsCardOnFile(intent.status)) await keepCardOnFile(db, customerId, method.id);
  if (status === 'failed') {
    const problem = intent.last_payment_error;
    throw new DomainError('payment_declined', problem?.message ?? 'Your card was declined.', {
      providerCode:
        problem?.decline_code === 'insufficient_funds'
          ? 'insufficient_funds'
          : (problem?.code ?? 'card_declined'),
    });
  }
  return toPaymentView(row!, intent);
}

/**
 * The offline provider's stand-in for the bank's 3-D Secure page: the customer approves or
 * refuses the payment. Only the offline provider has it; with Stripe the bank does this.
 */
export async function authenticateOffline(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  transactionId: string,
  outcome: 'approve' | 'fail',
): Promise<PaymentView> {
  if (provider.name !== 'offline') throw new DomainError('not_found');
  const payment = await findOwnPayment(db, customerId, transactionId);
  try {
    await completeOfflineAuthentication(db, payment.providerId, outcome);
  } catch (error) {
    providerFailure(error);
  }
  return toPaymentView(payment);
}
