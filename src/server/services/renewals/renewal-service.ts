import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { savedCardOf } from '../payments/saved-card-filter';
import {
  addresses,
  customers,
  idempotencyKeys,
  offers,
  orderItems,
  orders,
  paymentMethods,
  payments,
  subscriptions,
  type OrderRow,
  type SubscriptionRow,
} from '@/server/db/schema';
import {
  earliestDelivery,
  lastChangeDay,
  nextDeliveryAfter,
  shopToday,
} from '@/domain/delivery-schedule';
import {
  chargeDay,
  dueThrough,
  nextRetryAt,
  RENEWAL_LEASE_MS,
  remindThrough,
} from '@/domain/renewal-schedule';
import { taxCents, taxRateBps } from '@/domain/tax';
import { reportError } from '@/server/monitoring/report-error';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { sendChargeFailed, sendRenewalReceipt, sendRenewalReminder } from './renewal-emails';

/** A provider outage is not the card's fault: try again soon, without counting an attempt. */
const OUTAGE_RETRY_MS = 60 * 60 * 1000;

export interface RenewalRunSummary {
  reminded: number;
  ordered: number;
  charged: number;
  declined: number;
}

interface RunClock {
  now: Date;
  today: string;
}

const leaseEnd = (clock: RunClock) => new Date(clock.now.getTime() + RENEWAL_LEASE_MS);

/**
 * The renewal job (`npm run jobs:renew`, or POST /api/v3/jobs/renewals/ from a scheduler). It
 * emails a reminder before each charge, turns due subscriptions into orders and charges the saved
 * default card off-session, and retries declined charges. Safe to run any number of times, also
 * in several processes at once: an order is unique per subscription and delivery date, only the
 * run that claims an order (a conditional update) charges it, and each charge attempt has its own
 * idempotency key at the provider.
 */
export async function runRenewals(
  db: Database,
  provider: PaymentProvider,
  now = new Date(),
): Promise<RenewalRunSummary> {
  const clock = { now, today: shopToday(now) };
  const summary: RenewalRunSummary = { reminded: 0, ordered: 0, charged: 0, declined: 0 };
  summary.reminded = await sendReminders(db, clock);
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
      ),
    )
    .orderBy(asc(subscriptions.id));
  const count = (outcome: ChargeOutcome) => {
    if (outcome === 'paid') summary.charged += 1;
    if (outcome === 'declined') summary.declined += 1;
  };
  for (const subscription of due) {
    try {
      const order = await createRenewalOrder(db, subscription, clock);
      if (!order) continue;
      summary.ordered += 1;
      count(await charge(db, provider, order, clock));
    } catch (error) {
      reportError(error, { where: 'renewals.order', subscriptionId: subscription.id });
    }
  }
  const claimable = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['processing', 'payment_failed']),
        lte(orders.retryAt, clock.now),
      ),
    )
    .orderBy(asc(orders.id));
  for (const order of claimable) {
    try {
      count(await claimAndCharge(db, provider, order, clock));
    } catch (error) {
      reportError(error, { where: 'renewals.charge', orderId: order.id });
    }
  }
  return summary;
}

async function sendReminders(db: Database, clock: RunClock): Promise<number> {
  const upcoming = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
        lte(subscriptions.nextDeliveryDate, remindThrough(clock.today)),
      ),
    );
  let sent = 0;
  for (const { subscription, email, firstName } of upcoming) {
    // One reminder per box, however many runs see it.
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        key: `renewal-reminder:${subscription.id}:${subscription.nextDeliveryDate}`,
        customerId: subscription.customerId,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    const [view] = await listSubscriptions(db, subscription.customerId, subscription.id);
    if (!view) continue;
    await sendRenewalReminder(
      db,
      { email, firstName },
      {
        petName: view.pet_name,
        deliveryDate: subscription.nextDeliveryDate,
        changeBy: lastChangeDay(subscription.nextDeliveryDate),
        chargeDate: chargeDay(subscription.nextDeliveryDate),
        box: view.next_box,
      },
    );
    sent += 1;
  }
  return sent;
}

/** The order for a due box, priced now; null when another run has already made it. */
async function createRenewalOrder(db: Database, subscription: SubscriptionRow, clock: RunClock) {
  const [[view], [address]] = await Promise.all([
    listSubscriptions(db, subscription.customerId, subscription.id),
    db.select().from(addresses).where(eq(addresses.customerId, subscription.customerId)),
  ]);
  if (!view || !address) throw new Error('A due subscription has no priced plan or no address.');
  const box = view.next_box;
  const [order] = await db
    .insert(orders)
    .values({
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      kind: 'renewal',
      status: 'processing',
      subtotalCents: box.subtotal,
      discountCents: box.discount + box.credit,
      creditCents: box.credit,
      couponCode: box.discount ? subscription.offerCode : null,
      taxCents: box.tax,
      shippingCents: box.shipping,
      totalCents: box.total,
      shippingAddress: {
        first_name: address.firstName,
        last_name: address.lastName,
        address1: address.address1,
        address2: address.address2,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
        phone: address.phone,
      },
      deliveryDate: subscription.nextDeliveryDate,
      renewalKey: `subscription-${subscription.id}-${subscription.nextDeliveryDate}`,
      // Held by this run while it charges; another run may take over only once this lapses.
      retryAt: leaseEnd(clock),
    })
    .onConflictDoNothing({ target: orders.renewalKey })
    .returning();
  if (!order) return null;
  await db.insert(orderItems).values(
    box.lines.map((line) => ({
      orderId: order.id,
      petId: subscription.petId,
      sku: line.sku,
      productType: line.product_type,
      productName: line.product_name,
      quantity: line.quantity,
      unitCents: line.unit_cents,
      totalCents: line.total_cents,
    })),
  );
  if (box.discount && subscription.offerCode) {
    // A welcome-back offer is for one box.
    await db
      .update(subscriptions)
      .set({ offerCode: null })
      .where(eq(subscriptions.id, subscription.id));
    await db
      .update(offers)
      .set({ uses: sql`${offers.uses} + 1` })
      .where(eq(offers.code, subscription.offerCode));
  }
  if (box.credit > 0 && !(await spendCredit(db, subscription.customerId, box.credit))) {
    // The credit went to another box meanwhile: this one is charged without it.
    const taxable = box.subtotal - box.discount;
    const tax = taxCents(taxable, taxRateBps(address.state));
    await db
      .update(orders)
      .set({
        discountCents: box.discount,
        creditCents: 0,
        taxCents: tax,
        totalCents: taxable + tax + box.shipping,
      })
      .where(eq(orders.id, order.id));
  }
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  return current!;
}

/** Takes referral credit from the customer if they still have it: each cent is spent once. */
async function spendCredit(db: Database, customerId: number, cents: number) {
  const [spent] = await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} - ${cents}` })
    .where(and(eq(customers.id, customerId), sql`${customers.creditCents} >= ${cents}`))
    .returning({ id: customers.id });
  return Boolean(spent);
}

type ChargeOutcome = 'paid' | 'declined' | 'deferred' | 'taken';

/**
 * Charges a renewal order this run has claimed. The claim is a conditional update: of several
 * runs seeing the same order, one moves its lease on and charges; the others leave it.
 */
async function claimAndCharge(
  db: Database,
  provider: PaymentProvider,
  seen: OrderRow,
  clock: RunClock,
): Promise<ChargeOutcome> {
  const [order] = await db
    .update(orders)
    .set({ status: 'processing', retryAt: leaseEnd(clock) })
    .where(
      and(
        eq(orders.id, seen.id),
        eq(orders.status, seen.status),
        eq(orders.chargeAttempts, seen.chargeAttempts),
        lte(orders.retryAt, clock.now),
      ),
    )
    .returning();
  return order ? charge(db, provider, order, clock) : 'taken';
}

/** Charges an order this run holds, with the customer's default card. */
async function charge(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  clock: RunClock,
): Promise<ChargeOutcome> {
  const [[customer], [card], [subscription]] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db
      .select()
      .from(paymentMethods)
      .where(savedCardOf(order.customerId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
      .limit(1),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId ?? 0)),
  ]);
  if (!customer || !subscription) throw new Error('A renewal order lost its customer or plan.');
  const attempt = order.chargeAttempts + 1;
  if (order.totalCents === 0) return markPaid(db, order, null, subscription, customer, clock);
  if (!card || !customer.providerCustomerId)
    return markDeclined(db, order, attempt, 'no card is saved', subscription, customer, clock);

  let intent;
  try {
    intent = await provider.chargeOffSession({
      amount: order.totalCents,
      customer: customer.providerCustomerId,
      paymentMethod: card.cardToken,
      metadata: { order_id: String(order.id), kind: 'renewal' },
      // The same attempt replayed (a run that crashed mid-charge) is the same charge.
      idempotencyKey: `renewal-${order.id}-${attempt}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'provider') {
      await db
        .update(orders)
        .set({
          status: 'payment_failed',
          retryAt: new Date(clock.now.getTime() + OUTAGE_RETRY_MS),
          failureMessage: error.message,
        })
        .where(eq(orders.id, order.id));
      return 'deferred';
    }
    if (error instanceof PaymentProviderError)
      return markDeclined(db, order, attempt, error.message, subscription, customer, clock);
    throw error;
  }
  const [payment] = await db
    .insert(payments)
    .values({
      customerId: customer.id,
      kind: 'payment',
      providerId: intent.id,
      clientSecret: intent.client_secret,
      amountCents: order.totalCents,
      // Off-session there is nobody to finish a payment: anything but success is a decline.
      status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
      paymentMethodId: card.id,
      failureCode: intent.last_payment_error?.code ?? null,
      failureMessage: intent.last_payment_error?.message ?? null,
    })
    .onConflictDoUpdate({ target: payments.providerId, set: { updatedAt: new Date() } })
    .returning();
  if (intent.status === 'succeeded')
    return markPaid(db, order, payment!.id, subscription, customer, clock);
  const reason =
    intent.status === 'requires_action'
      ? 'your bank asked to confirm the payment'
      : (intent.last_payment_error?.message ?? 'the card was declined');
  return markDeclined(db, order, attempt, reason, subscription, customer, clock);
}

type Customer = typeof customers.$inferSelect;

async function markPaid(
  db: Database,
  order: OrderRow,
  paymentId: number | null,
  subscription: SubscriptionRow,
  customer: Customer,
  clock: RunClock,
): Promise<ChargeOutcome> {
  // A box paid after a retry cannot arrive before the kitchen has made it.
  const earliest = earliestDelivery(clock.today);
  const delivery = order.deliveryDate < earliest ? earliest : order.deliveryDate;
  await db
    .update(orders)
    .set({
      status: 'paid',
      paymentId,
      retryAt: null,
      failureMessage: null,
      chargeAttempts: order.chargeAttempts + (paymentId ? 1 : 0),
      deliveryDate: delivery,
    })
    .where(eq(orders.id, order.id));
  // The plan moves on to its next box, unless the customer already moved it.
  await db
    .update(subscriptions)
    .set({
      nextDeliveryDate: nextDeliveryAfter(delivery, subscription.weeksOfFood),
      cycle: sql`${subscriptions.cycle} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        eq(subscriptions.nextDeliveryDate, order.deliveryDate),
      ),
    );
  const [view] = await listSubscriptions(db, customer.id, subscription.id);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await sendRenewalReceipt(db, customer, {
    orderId: order.id,
    petName: view?.pet_name ?? 'Your pup',
    deliveryDate: delivery,
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
      total: order.totalCents,
    },
  });
  return 'paid';
}

async function markDeclined(
  db: Database,
  order: OrderRow,
  attempt: number,
  reason: string,
  subscription: SubscriptionRow,
  customer: Customer,
  clock: RunClock,
): Promise<ChargeOutcome> {
  const retryAt = nextRetryAt(attempt, clock.now);
  await db
    .update(orders)
    .set({ status: 'payment_failed', chargeAttempts: attempt, retryAt, failureMessage: reason })
    .where(eq(orders.id, order.id));
  if (!retryAt) {
    // Out of attempts: the plan is paused and unspent credit goes back to the customer.
    await db
      .update(subscriptions)
      .set({ status: 'paused', updatedAt: new Date() })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, 'active')));
    if (order.creditCents > 0)
      await db
        .update(customers)
        .set({ creditCents: sql`${customers.creditCents} + ${order.creditCents}` })
        .where(eq(customers.id, customer.id));
  }
  const [view] = await listSubscriptions(db, customer.id, subscription.id);
  await sendChargeFailed(db, customer, {
    petName: view?.pet_name ?? 'your pup',
    reason,
    retryAt,
  });
  return 'declined';
}

/** A new default card: declined renewals are tried with it at the next run. */
export async function retryDeclinedRenewalsSoon(
  db: Database,
  customerId: number,
  now = new Date(),
) {
  await db
    .update(orders)
    .set({ retryAt: now })
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.kind, 'renewal'),
        eq(orders.status, 'payment_failed'),
        gt(orders.retryAt, now),
      ),
    );
}
