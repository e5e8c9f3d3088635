import { readAll } from '@/server/db/read-all';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addresses,
  claims,
  creditEntries,
  customers,
  orderItems,
  orders,
  outboxEmails,
  paymentMethods,
  pets,
  renewalConsents,
  subscriptions,
} from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { friendSeenByReferrer } from '@/server/domain/referrals';
import { invitationsOf } from '../referrals/referral-service';
import { clockNow } from '@/server/clock';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything the shop holds about one customer, as the customer may see it (a CCPA "right to
 * know" request): no password hash, token, card token, provider id or email body (bodies carry
 * sign-in and reset links). Reads only; a handful of queries whatever the history's length.
 */
export async function exportCustomerData(db: Database, customerId: number, now = clockNow()) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new DomainError('not_found', 'No such customer.');
  const [address, pupRows, planRows, orderRows, cardRows, consentRows, emailRows] = await readAll(
    db,
    [
      () => db.select().from(addresses).where(eq(addresses.customerId, customerId)),
      () => db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(asc(pets.id)),
      () =>
        db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.customerId, customerId))
          .orderBy(asc(subscriptions.id)),
      () =>
        db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id)),
      () => db.select().from(paymentMethods).where(eq(paymentMethods.customerId, customerId)),
      () =>
        db
          .select()
          .from(renewalConsents)
          .where(eq(renewalConsents.customerId, customerId))
          .orderBy(asc(renewalConsents.id)),
      () =>
        db
          .select({
            subject: outboxEmails.subject,
            kind: outboxEmails.kind,
            createdAt: outboxEmails.createdAt,
            sentAt: outboxEmails.sentAt,
          })
          .from(outboxEmails)
          .where(eq(outboxEmails.to, customer.email))
          .orderBy(asc(outboxEmails.id)),
    ],
  );
  const [lineRows, claimRows, creditRows, invitationRows] = await readAll(db, [
    () =>
      orderRows.length
        ? db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((order) => order.id),
              ),
            )
            .orderBy(asc(orderItems.id))
        : Promise.resolve([]),
    () => db.select().from(claims).where(eq(claims.customerId, customerId)).orderBy(asc(claims.id)),
    () =>
      db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.customerId, customerId))
        .orderBy(asc(creditEntries.id)),
    () => invitationsOf(db, customerId),
  ]);
  const home = address[0];
  return {
    generated_at: now.toISOString(),
    profile: {
      id: customer.id,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      status: customer.status,
      referral_code: customer.referralCode,
      credit_cents: customer.creditCents,
      created_at: iso(customer.createdAt),
      address: home
        ? {
            first_name: home.firstName,
            last_name: home.lastName,
            address1: home.address1,
            address2: home.address2,
            city: home.city,
            state: home.state,
            zip_code: home.zipCode,
            phone: home.phone,
            is_residential: home.isResidential,
          }
        : null,
    },
    pups: pupRows.map((pup) => ({
      id: pup.id,
      name: pup.name,
      weight_lb: Number(pup.weightLb),
      activity_level: pup.activityLevel,
      is_neutered: pup.isNeutered,
      birth_year: pup.birthYear,
      birth_month: pup.birthMonth,
      allergies: pup.allergies,
      body_condition: pup.bodyCondition,
      created_at: iso(pup.createdAt),
    })),
    subscriptions: planRows.map((plan) => ({
      id: plan.id,
      pet_id: plan.petId,
      sku: plan.sku,
      addons: plan.addons,
      status: plan.status,
      weeks_of_food: plan.weeksOfFood,
      next_delivery_date: plan.nextDeliveryDate,
      cancel_reason: plan.cancelReason,
      created_at: iso(plan.createdAt),
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      kind: order.kind,
      status: order.status,
      subtotal_cents: order.subtotalCents,
      discount_cents: order.discountCents,
      tax_cents: order.taxCents,
      shipping_cents: order.shippingCents,
      total_cents: order.totalCents,
      coupon_code: order.couponCode,
      shipping_address: order.shippingAddress,
      delivery_date: order.deliveryDate,
      created_at: iso(order.createdAt),
      lines: lineRows
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          pet_id: line.petId,
          sku: line.sku,
          product_name: line.productName,
          quantity: line.quantity,
          unit_cents: line.unitCents,
          total_cents: line.totalCents,
        })),
    })),
    payment_methods: cardRows
      .filter((card) => card.savedAt)
      .map((card) => ({
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        is_default: card.isDefault,
      })),
    consents: { sms: customer.isSms },
    renewal_consents: consentRows.map((consent) => ({
      subscription_id: consent.subscriptionId,
      source: consent.source,
      terms_version: consent.termsVersion,
      terms_text: consent.termsText,
      every_weeks: consent.everyWeeks,
      box_total_cents: consent.boxTotalCents,
      first_charge_date: consent.firstChargeDate,
      accepted_at: iso(consent.acceptedAt),
      ip_address: consent.ipAddress,
      user_agent: consent.userAgent,
    })),
    emails: emailRows.map((email) => ({
      subject: email.subject,
      kind: email.kind,
      created_at: iso(email.createdAt),
      sent_at: iso(email.sentAt),
    })),
    claims: claimRows.map((claim) => ({
      id: claim.id,
      order_id: claim.orderId,
      problem: claim.problem,
      remedy: claim.remedy,
      status: claim.status,
      note: claim.note,
      has_photo: Boolean(claim.photoKey),
      amount_cents: claim.amountCents,
      decline_reason: claim.declineReason,
      created_at: iso(claim.createdAt),
    })),
    credit: creditRows.map((entry) => ({
      kind: entry.kind,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      created_at: iso(entry.createdAt),
    })),
    // The friends as the referrer may see them (never an email the referrer did not type).
    referral_invitations: invitationRows.map(({ invitation, friendFirstName }) => ({
      ...friendSeenByReferrer(invitation, friendFirstName),
      joined: Boolean(invitation.joinedAt),
      created_at: iso(invitation.createdAt),
    })),
  };
}

/** The download's file name: the customer id and the day, nothing else about them. */
export function exportFileName(customerId: number, now = clockNow()): string {
  return `ollie-data-${customerId}-${now.toISOString().slice(0, 10)}.json`;
}
