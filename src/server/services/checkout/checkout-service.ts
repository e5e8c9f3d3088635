import { eq, inArray, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import { UnprocessableError } from '@/server/api/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  carts,
  customers,
  offers,
  orderItems,
  orders,
  payments,
  subscriptions,
  type PaymentRow,
} from '@/server/db/schema';
import {
  firstDeliveryOptions,
  isOfferedFirstDelivery,
  nextDeliveryAfter,
  shopToday,
} from '@/server/domain/delivery-schedule';
import { isSupportedState } from '@/server/domain/us-states';
import { reportError } from '@/server/monitoring/report-error';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { resyncTaxes } from '../cart/cart-service';
import { priceCart, type CartView } from '../cart/price-cart';
import type { checkoutSchema } from './checkout-schema';
import { isReferralCode } from '@/server/domain/referrals';
import { findRedeemableOffer } from '../catalog/offers';
import { creditReferral } from '../referrals/referral-service';
import { sendOrderConfirmation } from './order-email';
import { loadOrderView } from './load-order';
import { addonsFor, orderLines } from './order-lines';
import type { OrderView } from './order-view';

type CheckoutInput = InferType<typeof checkoutSchema>;

const fail = (code: string, message: string): never => {
  throw new UnprocessableError(message, code);
};

/** The payment the browser names, if it is this customer's and paid for this cart. */
async function paymentFor(db: Database, customerId: number, transactionIds: string[]) {
  const ids = transactionIds.map((id) => id.split('_secret_')[0]!);
  const rows = await db.select().from(payments).where(inArray(payments.providerId, ids));
  const own = rows.filter((row) => row.customerId === customerId && row.kind === 'payment');
  if (own.length === 0)
    fail('invalid_payment_method', 'We could not find your payment. Please enter your card again.');
  return own.find((row) => row.status === 'authorized' || row.status === 'succeeded') ?? own[0]!;
}

/**
 * POST /api/v3/customers/{id}/checkout/: turns the cart and its authorized payment into an order
 * and one subscription per pup. The payment row is locked for the whole checkout and an order is
 * unique per payment, so double clicks, replays and concurrent requests make one order and one
 * charge; a replay answers the order already made.
 */
export async function checkout(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: CheckoutInput,
  campaignId: string | null,
): Promise<OrderView> {
  const chosen = await paymentFor(db, customerId, input.transaction_ids);
  const existing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, chosen.id));
  if (existing[0]) return awaitOrder(db, chosen.id);

  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer?.passwordHash)
    fail('CUSTOMER_PASSWORD_NOT_SET', 'Please create a password before placing your order.');
  const [address] = await db.select().from(addresses).where(eq(addresses.customerId, customerId));
  if (!address || !isSupportedState(address.state))
    fail('invalid_address', 'We can’t deliver to this address. Please check it.');
  const today = shopToday();
  const deliveryDate = input.delivery_date ?? firstDeliveryOptions(today)[0]!;
  if (!isOfferedFirstDelivery(today, deliveryDate))
    fail(
      'no_transit_option_found',
      'That delivery date is no longer available. Please pick another.',
    );

  await resyncTaxes(db, customerId);
  const [cartRow] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  if (!cartRow || chosen.cartId !== cartRow.id)
    fail('no_cart_found', 'Your cart could not be found.');
  const cart: CartView = await priceCart(db, cartRow!);
  const petIds = Object.values(cartRow!.subscriptions).map((sub) => sub.pet_id);
  if (Object.keys(cart.subscriptions).length === 0)
    fail('no_cart_found', 'Your cart has no plan in it.');
  if (Object.keys(cart.subscriptions).length !== petIds.length)
    fail(
      'pet_in_cart_not_found',
      'A pup in your cart could not be found. Please rebuild the plan.',
    );

  // The order row is the lock: one per payment (unique index), so of any number of concurrent
  // checkouts only one captures the payment; the others wait for its outcome.
  const [claimed] = await db
    .insert(orders)
    .values({
      customerId,
      paymentId: chosen.id,
      kind: 'first_box',
      status: 'processing',
      subtotalCents: cart.totals.subtotal,
      discountCents: cart.totals.discount,
      taxCents: cart.totals.tax,
      shippingCents: cart.totals.shipping,
      totalCents: cart.totals.total,
      couponCode: cart.offer?.code ?? null,
      campaignId,
      shippingAddress: {
        first_name: address!.firstName,
        last_name: address!.lastName,
        address1: address!.address1,
        address2: address!.address2,
        city: address!.city,
        state: address!.state,
        zip_code: address!.zipCode,
        phone: address!.phone,
      },
      deliveryDate,
    })
    .onConflictDoNothing({ target: orders.paymentId })
    .returning();
  if (!claimed) return awaitOrder(db, chosen.id);
  try {
    const [payment] = await db.select().from(payments).where(eq(payments.id, chosen.id));
    await capture(provider, payment!, cart.totals.total);
  } catch (error) {
    await db.delete(orders).where(eq(orders.id, claimed.id));
    throw error;
  }
  const view = await recordOrder(db, claimed.id, () =>
    db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(payments.id, chosen.id));
      await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, claimed.id));
      await tx.insert(orderItems).values(orderLines(claimed.id, cart));
      const plans = Object.values(cart.subscriptions);
      for (const sub of plans) {
        const values = {
          customerId,
          petId: sub.pet_id,
          sku: sub.sku,
          addons: addonsFor(cart, sub.pet_id),
          status: 'active' as const,
          weeksOfFood: sub.weeks_of_food,
          nextDeliveryDate: nextDeliveryAfter(deliveryDate, sub.weeks_of_food),
          cancelReason: null,
          updatedAt: new Date(),
        };
        await tx
          .insert(subscriptions)
          .values(values)
          .onConflictDoUpdate({ target: subscriptions.petId, set: values });
      }
      await tx
        .update(customers)
        .set({ status: 'active', updatedAt: new Date() })
        .where(eq(customers.id, customerId));
      await tx
        .update(carts)
        .set({
          subscriptions: {},
          lineItems: [],
          couponCode: null,
          version: sql`${carts.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, cartRow!.id));
      if (cart.offer)
        await tx
          .update(offers)
          .set({ uses: sql`${offers.uses} + 1` })
          .where(eq(offers.code, cart.offer.code));
      return loadOrderView(tx as unknown as Database, claimed.id);
    }),
  );
  if (cart.offer && isReferralCode(cart.offer.code)) {
    const referral = await findRedeemableOffer(db, cart.offer.code);
    if (referral?.referrerId !== undefined)
      await creditReferral(db, customer!, referral.referrerId);
  }
  await sendOrderConfirmation(db, customer!, view);
  return view;
}

/**
 * Writes the paid order. Should that fail after the card was charged, the order is kept as
 * 'failed' (Canine Care sees it and refunds or completes it) and the customer is told with the
 * spec's bc_order_failed rather than left to pay again.
 */
async function recordOrder(
  db: Database,
  orderId: number,
  write: () => Promise<OrderView>,
): Promise<OrderView> {
  try {
    return await write();
  } catch (error) {
    reportError(error, { where: 'checkout', orderId });
    await db.update(orders).set({ status: 'failed' }).where(eq(orders.id, orderId));
    return fail(
      'bc_order_failed',
      'Your payment went through but we could not finish your order. Canine Care will be in touch.',
    );
  }
}

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

/** Another request is placing this payment's order: answer with its outcome. */
async function awaitOrder(db: Database, paymentId: number): Promise<OrderView> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
    if (!order)
      fail('payment_error', 'Your payment could not be completed. Please try your card again.');
    if (order!.status !== 'processing') return loadOrderView(db, order!.id);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return fail(
    'bc_order_status_error',
    'Your order is still being placed. Please check My plan in a minute.',
  );
}

/** Takes the held amount; a hold that cannot be captured is the spec's failed_temporary_hold. */
async function capture(provider: PaymentProvider, payment: PaymentRow, total: number) {
  if (payment.status !== 'authorized' && payment.status !== 'succeeded')
    fail('payment_error', 'Your payment has not been confirmed. Please try your card again.');
  if (payment.amountCents !== total)
    fail(
      'payment_error',
      'Your cart changed after the payment was confirmed. Please confirm the payment again.',
    );
  if (payment.status === 'succeeded') return;
  try {
    const intent = await provider.capturePaymentIntent(payment.providerId, {
      idempotencyKey: `capture-${payment.id}`,
    });
    if (intent.status !== 'succeeded')
      fail('failed_temporary_hold', 'We could not complete the charge on your card.');
  } catch (error) {
    if (error instanceof PaymentProviderError)
      fail('failed_temporary_hold', 'We could not complete the charge on your card.');
    throw error;
  }
}
