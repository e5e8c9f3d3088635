import { eq, inArray } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { CheckoutErrorCode } from '@/contracts/errors';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  carts,
  customers,
  orders,
  payments,
  type ConsentEvidence,
  type OrderRow,
  type PaymentRow,
} from '@/server/db/schema';
import {
  firstDeliveryOptions,
  isOfferedFirstDelivery,
  shopToday,
} from '@/domain/delivery-schedule';
import { firstBoxDeliveryDates } from '../capacity/first-box-dates';
import { isSupportedState } from '@/domain/us-states';
import { reportError } from '@/server/monitoring/report-error';
import { recordCheckout } from '@/server/observability/metrics';
import type { PaymentProvider } from '@/server/payments';
import { releaseHold, releaseUnusedHolds } from '../payments/release-holds';
import { readBackPendingPayment } from '../payments/read-back-payment';
import { resyncTaxes } from '../cart/cart-service';
import type { CartView } from '@/contracts/cart';
import { priceCart } from '../cart/price-cart';
import type { checkoutSchema } from '@/contracts/checkout';
import { loadOrderView } from './load-order';
import type { OrderView } from '@/contracts/orders';
import { claimOrder } from './order-claim';
import { CHECKOUT_LEASE_MS, driveOrder, isInFlight } from './order-progress';
import { recordOrder } from './record-order';
import { clockNow, clockNowMs } from '@/server/clock';
import { calculateOrderTax, taxAddressOf } from '@/server/tax/tax-service';

type CheckoutInput = InferType<typeof checkoutSchema>;

const fail = (code: CheckoutErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/**
 * The payment the browser names, if it is this customer's and paid for this cart. One still
 * pending is read back from the provider first: a customer back from the bank's page (a 3-D
 * Secure redirect) arrives before the webhook that tells the shop the bank approved.
 */
async function paymentFor(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  transactionIds: string[],
) {
  const ids = transactionIds.map((id) => id.split('_secret_')[0]!);
  const rows = await db.select().from(payments).where(inArray(payments.providerId, ids));
  const own = rows.filter((row) => row.customerId === customerId && row.kind === 'payment');
  if (own.length === 0)
    fail('invalid_payment_method', 'We could not find your payment. Please enter your card again.');
  const held = (row: PaymentRow) => row.status === 'authorized' || row.status === 'succeeded';
  const found = own.find(held);
  if (found) return found;
  for (const row of own) {
    const current = await readBackPendingPayment(db, provider, row);
    if (held(current)) return current;
  }
  return own[0]!;
}

/**
 * POST /api/v3/customers/{id}/checkout/: turns the cart and its authorized payment into an order
 * and one subscription per pup. The order row is claimed first, unique per payment and per cart
 * version, so double clicks, replays and concurrent requests (even with two holds on two cards)
 * make one order and one charge; a replay answers the order already made, a second payment for
 * the same cart is refused and its hold released. The claimed order then moves through
 * resumable steps (see order-progress.ts), so a checkout cut off halfway is finished or undone
 * by its retry or the sweeper. Each answer is counted in the checkout metrics (placed, or the
 * error code the customer saw).
 */
export async function checkout(...args: Parameters<typeof placeCheckout>): Promise<OrderView> {
  try {
    const order = await placeCheckout(...args);
    recordCheckout('placed');
    return order;
  } catch (error) {
    recordCheckout(error instanceof DomainError ? error.code : 'error');
    throw error;
  }
}

async function placeCheckout(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: CheckoutInput,
  campaignId: string | null,
  consent: ConsentEvidence,
): Promise<OrderView> {
  const chosen = await paymentFor(db, provider, customerId, input.transaction_ids);
  const existing = await orderIdFor(db, chosen.id);
  if (existing !== undefined) return resumeCheckout(db, provider, existing);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const ready = await readyOrPlaced(db, provider, customerId, chosen, input);
    if ('placedId' in ready) return resumeCheckout(db, provider, ready.placedId);
    const { address, deliveryDate, cartRow, cart, tax } = ready;
    // The order row is the lock: one per payment, one per cart version, one in flight per cart.
    const claim = await claimOrder(db, {
      kind: 'first_box',
      status: 'processing',
      customerId,
      lines: cart.lines,
      totals: { ...cart.totals, credit: 0 },
      address,
      deliveryDate,
      couponCode: cart.offer?.code ?? null,
      tax,
      claim: {
        paymentId: chosen.id,
        cartId: cartRow.id,
        cartVersion: cartRow.version,
        cartSnapshot: cart as unknown as Record<string, unknown>,
        retryAt: new Date(clockNowMs() + CHECKOUT_LEASE_MS),
        campaignId,
        // The tick on the renewal terms goes with the order, so whoever finishes it (this
        // request, a retry or the sweeper) writes the consent with the subscriptions.
        renewalConsent: consent,
      },
    });
    if ('claimed' in claim) {
      const done = await driveOrder(db, provider, claim.claimed.id, {
        settle: 'capture',
        record: recordOrder,
        leased: true,
      });
      if (!done) fail('failed_temporary_hold', 'We could not complete the charge on your card.');
      return placedOrder(db, provider, done!);
    }
    if ('stale' in claim || !claim.taken) continue;
    if (claim.taken.paymentId === chosen.id) return resumeCheckout(db, provider, claim.taken.id);
    // Another payment got the cart first: wait for it (or undo it, if it was cut off).
    const settled = await driveOrder(db, provider, claim.taken.id, {
      settle: 'release',
      record: recordOrder,
    });
    if (settled && isInFlight(settled)) break;
    if (!settled) continue;
    await releaseHold(db, provider, chosen);
    fail(
      'no_cart_found',
      'This cart has already been ordered with another payment. We released the hold on this card.',
    );
  }
  return fail(
    'bc_order_status_error',
    'Your order is still being placed. Please check My plan in a minute.',
  );
}

/** The order made with this payment, if there is one (placed, or being placed). */
async function orderIdFor(db: Database, paymentId: number): Promise<number | undefined> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  return order?.id;
}

/**
 * What a new order needs, checked; or, when a check refuses, the order this payment was placed
 * with since the look for one. A replay racing the request that places its order (a double click,
 * a client retrying in a loop) sees the cart that request has just ordered and emptied: it
 * answers that order, not "no cart". The order row is claimed before the cart is emptied, so a
 * look after the refusal finds it.
 */
async function readyOrPlaced(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  chosen: PaymentRow,
  input: CheckoutInput,
) {
  try {
    return await readyToClaim(db, provider, customerId, chosen, input);
  } catch (error) {
    const placedId = error instanceof DomainError ? await orderIdFor(db, chosen.id) : undefined;
    if (placedId === undefined) throw error;
    return { placedId };
  }
}

/** The customer, address, delivery day and priced cart a new first-box order is made of. */
async function readyToClaim(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  chosen: PaymentRow,
  input: CheckoutInput,
) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer?.passwordHash)
    fail('CUSTOMER_PASSWORD_NOT_SET', 'Please create a password before placing your order.');
  const [address] = await db.select().from(addresses).where(eq(addresses.customerId, customerId));
  if (!address || !isSupportedState(address.state))
    fail('invalid_address', 'We can’t deliver to this address. Please check it.');
  const today = shopToday(clockNow());
  // A full day is replaced by the next free one, so the days offered may reach past the usual
  // six; a day offered that filled since is refused by the claim with the next free day.
  const offered = (await firstBoxDeliveryDates(db, customerId, today)).delivery_dates;
  const deliveryDate = input.delivery_date ?? offered[0] ?? firstDeliveryOptions(today)[0]!;
  if (!isOfferedFirstDelivery(today, deliveryDate) && !offered.includes(deliveryDate))
    fail(
      'no_transit_option_found',
      'That delivery date is no longer available. Please pick another.',
    );
  const { cartRow, cart } = await cartToCheckOut(db, provider, customerId, chosen);
  // The provider's calculation of the lines charged; the same tax as quoted, or no order.
  const tax = await calculateOrderTax(db, {
    address: taxAddressOf(address!),
    lines: cart.lines,
    discount: cart.totals.discount,
    idempotencyKey: `first-box-${chosen.id}-${cartRow.version}`,
  });
  if (tax.total_tax !== cart.totals.tax)
    fail(
      'payment_error',
      'The tax at your address changed after the payment was confirmed. Please confirm the payment again.',
    );
  return { address: address!, deliveryDate, cartRow, cart, tax };
}

/** The customer's cart priced now, if the chosen payment holds its total. */
async function cartToCheckOut(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  chosen: PaymentRow,
) {
  await resyncTaxes(db, customerId);
  const [cartRow] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  if (!cartRow || chosen.cartId !== cartRow.id)
    fail('no_cart_found', 'Your cart could not be found.');
  const cart: CartView = await priceCart(db, cartRow!);
  const petIds = Object.values(cartRow!.subscriptions).map((sub) => sub.pet_id);
  if (Object.keys(cart.subscriptions).length === 0) {
    // Ordered already (with another payment, or this one's order was undone): free the hold.
    await releaseUnusedHolds(db, provider, cartRow!.id);
    fail('no_cart_found', 'Your cart has no plan in it.');
  }
  if (Object.keys(cart.subscriptions).length !== petIds.length)
    fail(
      'pet_in_cart_not_found',
      'A pup in your cart could not be found. Please rebuild the plan.',
    );
  assertHeld(chosen, cart.totals.total);
  return { cartRow: cartRow!, cart };
}

/** The same checkout again (a replay, a double click, a retry after a crash): finish it. */
async function resumeCheckout(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
): Promise<OrderView> {
  const done = await driveOrder(db, provider, orderId, { settle: 'capture', record: recordOrder });
  if (!done)
    fail('payment_error', 'Your payment could not be completed. Please try your card again.');
  return placedOrder(db, provider, done!);
}

/** The view of an order done placing; holds on its cart it did not use are released. */
async function placedOrder(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<OrderView> {
  if (isInFlight(order))
    fail(
      'bc_order_status_error',
      'Your order is still being placed. Please check My plan in a minute.',
    );
  if (order.cartId !== null)
    await releaseUnusedHolds(db, provider, order.cartId).catch((error: unknown) =>
      reportError(error, { where: 'checkout-release-holds', orderId: order.id }),
    );
  return loadOrderView(db, order.id);
}

/** Only a hold for the cart's total may be captured (a cart changed since must be paid again). */
function assertHeld(payment: PaymentRow, total: number) {
  if (payment.status !== 'authorized' && payment.status !== 'succeeded')
    fail('payment_error', 'Your payment has not been confirmed. Please try your card again.');
  if (payment.amountCents !== total)
    fail(
      'payment_error',
      'Your cart changed after the payment was confirmed. Please confirm the payment again.',
    );
}
