import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addresses,
  cancelFeedback,
  carts,
  claims,
  customers,
  idempotencyKeys,
  orders,
  outboxEmails,
  passwordResets,
  paymentMethods,
  pets,
  referralInvitations,
  renewalConsents,
  shipments,
  staffNotes,
  subscriptions,
  taxCalculations,
  type CustomerRow,
} from '@/server/db/schema';
import { ANONYMOUS_PUP_NAME, deletedEmail, redactNames } from '@/server/domain/data-erasure';
import { clockNow } from '@/server/clock';
import { forgetCustomerLoginFailures } from '@/server/auth/customer-login-throttle';

export const ACCOUNT_DELETED_REASON = 'account_deleted';
const ERASED_NOTE = '(erased when the account was deleted)';

/** An order's shipping address as kept for tax: the state only. */
export const erasedShippingAddress = () =>
  sql`jsonb_build_object('first_name', '', 'last_name', '', 'address1', '',
    'address2', '', 'city', '', 'state', coalesce(${orders.shippingAddress}->>'state', ''),
    'zip_code', '', 'phone', '')`;

/**
 * Applies src/server/domain/data-erasure.ts to one customer, inside the caller's transaction.
 * `keepAddressOf`: paid boxes the customer chose to have shipped; their address is erased once
 * delivered (pending-boxes.ts). Returns the claim photos to remove from the photo store once the
 * transaction has committed.
 */
export async function erasePersonalData(
  tx: Database,
  customer: CustomerRow,
  keepAddressOf: number[] = [],
): Promise<string[]> {
  const id = customer.id;
  const pupRows = await tx.select({ name: pets.name }).from(pets).where(eq(pets.customerId, id));
  const names = [customer.firstName, customer.lastName, ...pupRows.map((pup) => pup.name)];
  const redact = (text: string) => redactNames(text, names, ANONYMOUS_PUP_NAME);

  // Emails not yet delivered are not sent to someone who asked to be forgotten; the sent ones
  // stay in the history with no recipient, body or names.
  await tx
    .delete(outboxEmails)
    .where(and(eq(outboxEmails.to, customer.email), isNull(outboxEmails.sentAt)));
  const sent = await tx
    .select({ id: outboxEmails.id, subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, customer.email));
  for (const email of sent)
    await tx
      .update(outboxEmails)
      .set({ to: deletedEmail(id), subject: redact(email.subject), text: '', html: null })
      .where(eq(outboxEmails.id, email.id));

  const consents = await tx
    .select({ id: renewalConsents.id, termsText: renewalConsents.termsText })
    .from(renewalConsents)
    .where(eq(renewalConsents.customerId, id));
  for (const consent of consents)
    await tx
      .update(renewalConsents)
      .set({ ipAddress: '', userAgent: '', termsText: redact(consent.termsText) })
      .where(eq(renewalConsents.id, consent.id));

  // Kept for tax with the state only; a checkout still being finished keeps its cart copy.
  const kept = keepAddressOf.length ? inArray(orders.id, keepAddressOf) : sql`false`;
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`case when ${kept} then ${orders.shippingAddress} else ${erasedShippingAddress()} end`,
      addressKeptUntilDelivered: sql`${kept}`,
      renewalConsent: null,
      holdNote: null,
    })
    .where(eq(orders.customerId, id));
  // The tax calculations of those orders keep their state too; the cart forgets its address.
  await tx
    .update(taxCalculations)
    .set({
      address: sql`jsonb_build_object('line1', '', 'line2', null, 'city', '',
        'state', coalesce(${taxCalculations.address}->>'state', ''), 'postal_code', '')`,
    })
    .where(
      inArray(
        taxCalculations.id,
        tx
          .select({ id: sql<string>`${orders.taxCalculationId}` })
          .from(orders)
          .where(and(eq(orders.customerId, id), isNotNull(orders.taxCalculationId))),
      ),
    );
  await tx.update(carts).set({ taxAddress: null }).where(eq(carts.customerId, id));
  // A declined renewal is not charged again: its plan is cancelled and its cards are gone.
  await tx
    .update(orders)
    .set({ retryAt: null })
    .where(
      and(
        eq(orders.customerId, id),
        eq(orders.kind, 'renewal'),
        inArray(orders.status, ['payment_failed', 'requires_action']),
      ),
    );
  await tx
    .update(orders)
    .set({ cartSnapshot: null })
    .where(and(eq(orders.customerId, id), notInArray(orders.status, ['processing', 'captured'])));

  await tx
    .update(referralInvitations)
    .set({ email: sql`'erased-' || ${referralInvitations.id} || '@invalid'` })
    .where(
      or(
        eq(referralInvitations.referrerId, id),
        eq(referralInvitations.friendId, id),
        eq(referralInvitations.email, customer.email),
      ),
    );

  const photos = await tx
    .select({ key: claims.photoKey })
    .from(claims)
    .where(and(eq(claims.customerId, id), isNotNull(claims.photoKey)));
  await tx
    .update(claims)
    .set({ note: '', photoKey: null, photoType: null, declineReason: null })
    .where(eq(claims.customerId, id));

  await tx.update(pets).set({ name: ANONYMOUS_PUP_NAME }).where(eq(pets.customerId, id));
  await tx
    .update(subscriptions)
    .set({ cancelReason: ACCOUNT_DELETED_REASON })
    .where(eq(subscriptions.customerId, id));
  await tx.update(cancelFeedback).set({ details: '' }).where(eq(cancelFeedback.customerId, id));
  await tx.update(staffNotes).set({ body: ERASED_NOTE }).where(eq(staffNotes.customerId, id));

  await tx.delete(addresses).where(eq(addresses.customerId, id));
  await tx.delete(paymentMethods).where(eq(paymentMethods.customerId, id));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, id));
  await forgetCustomerLoginFailures(tx, customer.email);

  await tx
    .update(customers)
    .set({
      email: deletedEmail(id),
      firstName: '',
      lastName: '',
      passwordHash: null,
      isSms: false,
      providerCustomerId: null,
      referralCode: null,
      updatedAt: clockNow(),
    })
    .where(eq(customers.id, id));
  return photos.flatMap((photo) => (photo.key ? [photo.key] : []));
}

/**
 * A kept box's address, erased once every parcel of it is delivered or returned (the carrier's
 * event, in its transaction). Nothing for an order whose address was not kept.
 */
export async function eraseAddressAfterDelivery(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ shippingAddress: erasedShippingAddress(), addressKeptUntilDelivered: false })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.addressKeptUntilDelivered, true),
        sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id}
          and ${shipments.deliveredAt} is null and ${shipments.returnedAt} is null)`,
      ),
    );
}
