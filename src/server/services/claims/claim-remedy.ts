import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  claimLines,
  claims,
  customers,
  orderItems,
  orders,
  shipments,
  type AddressRow,
  type ClaimRow,
} from '@/server/db/schema';
import { earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { CLAIM_PROBLEM_LABELS } from '@/domain/claim-rules';
import { sendTemplate } from '@/server/email/templates/define-email';
import { claimApprovedEmail } from '@/server/email/templates/claim-approved-email';
import { claimDeclinedEmail } from '@/server/email/templates/claim-declined-email';
import { claimReceivedEmail } from '@/server/email/templates/claim-received-email';
import { DomainError } from '@/server/errors';
import { claimPayout } from '@/domain/money-back';
import { REMEDY_REFUSALS, remedyRefusal } from '@/domain/claim-remedies';
import { lockOrder, orderMoneyOf } from '../care/order-money';
import { claimCredit } from '../credit/credit-ledger';
import { placeOrder } from '../orders/place-order';

/** The date a reship placed today arrives: the first delivery day a new order can make. */
export const reshipDateFor = (now: Date) => earliestDelivery(shopToday(now));

async function customerOf(db: Database, customerId: number) {
  const [customer] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer!;
}

/**
 * A zero-priced order of the claimed lines for the next delivery day, to where the box went: it
 * is a paid order like any other, so fulfilment lists, packs and ships it with the day's boxes.
 */
async function placeReship(db: Database, claim: ClaimRow, now: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.id, claim.orderId));
  const lines = await db
    .select({ item: orderItems, quantity: claimLines.quantity })
    .from(claimLines)
    .innerJoin(orderItems, eq(orderItems.id, claimLines.orderItemId))
    .where(eq(claimLines.claimId, claim.id));
  const to = order!.shippingAddress;
  const address = {
    firstName: to.first_name,
    lastName: to.last_name,
    address1: to.address1,
    address2: to.address2,
    city: to.city,
    state: to.state,
    zipCode: to.zip_code,
    phone: to.phone,
  } as AddressRow;
  const deliveryDate = reshipDateFor(now);
  const reship = await placeOrder(db, {
    kind: 'reship',
    status: 'paid',
    customerId: claim.customerId,
    lines: lines.map(({ item, quantity }) => ({
      pet_id: item.petId,
      sku: item.sku,
      product_type: item.productType,
      product_name: item.productName,
      quantity,
      unit_cents: 0,
      total_cents: 0,
    })),
    totals: { subtotal: 0, discount: 0, credit: 0, tax: 0, shipping: 0, total: 0 },
    address,
    deliveryDate,
  });
  return { reship: reship!, deliveryDate, itemNames: lines.map(({ item }) => item.productName) };
}

/**
 * What a remedy may give, under the order's row lock (held to the end of the caller's
 * transaction, as refunds take it): one rule for credit and reship alike (claim-remedies.ts)
 * refuses an order refunded in full or cancelled (409 `claim_order_refunded`); a credit is then
 * its worth, at most what refunds and earlier claim credits left of what the order was paid.
 */
export async function payableRemedy(
  db: Database,
  orderId: number,
  remedy: ClaimRow['remedy'],
  amountCents: number,
) {
  const order = await lockOrder(db, orderId);
  if (!order) throw new DomainError('not_found', 'No such order.');
  const money = await orderMoneyOf(db, order);
  const [shipped] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'shipped')))
    .limit(1);
  const refusal = remedyRefusal({ money, holdReason: order.holdReason, shipped: !!shipped });
  if (refusal) throw new DomainError('claim_order_refunded', REMEDY_REFUSALS[refusal]);
  return remedy === 'credit' ? claimPayout(amountCents, money) : amountCents;
}

/**
 * Gives the claim's remedy and marks it approved, in the caller's transaction: the credit entry
 * (and balance) or the reship order commits with the approval or not at all. `staffId` is null
 * when the limits approved it. Credit is capped by what refunds left of the order (a refund
 * made while the claim waited for staff counts), and the claim then says what it gave.
 */
export async function approveWithRemedy(
  db: Database,
  claim: ClaimRow,
  staffId: number | null,
  now: Date,
): Promise<ClaimRow> {
  const customer = await customerOf(db, claim.customerId);
  let update: Partial<ClaimRow> = {};
  let itemNames: string[] = [];
  const payout = await payableRemedy(db, claim.orderId, claim.remedy, claim.amountCents);
  if (claim.remedy === 'credit') {
    if (payout !== claim.amountCents) update = { amountCents: payout };
    await claimCredit(db, {
      customerId: claim.customerId,
      amountCents: payout,
      claimId: claim.id,
      orderId: claim.orderId,
      staffId,
    });
  } else {
    const placed = await placeReship(db, claim, now);
    update = { reshipOrderId: placed.reship.id, reshipDate: placed.deliveryDate };
    itemNames = placed.itemNames;
  }
  const [approved] = await db
    .update(claims)
    .set({ ...update, status: 'approved', decidedBy: staffId, decidedAt: now })
    .where(eq(claims.id, claim.id))
    .returning();
  await sendTemplate(db, customer.email, claimApprovedEmail, {
    firstName: customer.firstName,
    orderNumber: claim.orderId,
    remedy: claim.remedy,
    amountCents: approved!.amountCents,
    reshipDate: approved!.reshipDate,
    itemNames,
  });
  return approved!;
}

export async function sendReceivedEmail(db: Database, claim: ClaimRow) {
  const customer = await customerOf(db, claim.customerId);
  await sendTemplate(db, customer.email, claimReceivedEmail, {
    firstName: customer.firstName,
    claimNumber: claim.id,
    orderNumber: claim.orderId,
    problem: CLAIM_PROBLEM_LABELS[claim.problem],
    remedy: claim.remedy,
    amountCents: claim.amountCents,
  });
}

export async function sendDeclinedEmail(db: Database, claim: ClaimRow, reason: string) {
  const customer = await customerOf(db, claim.customerId);
  await sendTemplate(db, customer.email, claimDeclinedEmail, {
    firstName: customer.firstName,
    orderNumber: claim.orderId,
    reason,
  });
}
