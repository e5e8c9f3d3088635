import { isDeletedEmail } from '@/server/domain/data-erasure';
import { readAll } from '@/server/db/read-all';
import { and, asc, desc, eq } from 'drizzle-orm';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  customers,
  orders,
  outboxEmails,
  paymentMethods,
  payments,
  referralInvitations,
  staffNotes,
} from '@/server/db/schema';
import { creditHistory } from '../credit/credit-ledger';
import { listPets } from '../pets/pets-service';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { listRefunds, refundableLinesOf } from './refunds-service';
import type { CareOrderView, CustomerCareView } from '@/contracts/admin/care';
export type { CustomerCareView };

const LISTED = 50;

async function ordersOf(db: Database, customerId: number): Promise<CareOrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(LISTED);
  const [refunds, lines] = await readAll(db, [
    () =>
      listRefunds(
        db,
        rows.map((row) => row.id),
      ),
    () => refundableLinesOf(db, rows),
  ]);
  return rows.map((order) => ({
    id: order.id,
    kind: order.kind,
    status: order.status,
    delivery_date: order.deliveryDate,
    hold: order.holdReason ? { reason: order.holdReason, note: order.holdNote } : null,
    subtotal: order.subtotalCents,
    discount: order.discountCents - order.creditCents,
    credit: order.creditCents,
    tax: order.taxCents,
    shipping: order.shippingCents,
    total: order.totalCents,
    lines: (lines.get(order.id) ?? []).map((line) => ({
      line: line.line,
      label: line.label,
      total: line.totalCents,
      refunded: line.refundedCents,
    })),
    refunds: refunds.filter((refund) => refund.order_id === order.id),
    created_at: order.createdAt.toISOString(),
  }));
}

/**
 * Everything support needs about one customer on one page. Reading it is audited (one
 * customer's personal data), in the same transaction as the reads.
 */
export async function getCustomerCare(
  db: Database,
  customerId: number,
  staff: { staffId: number; canSeeCards: boolean },
): Promise<CustomerCareView> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ customer: customers, address: addresses })
      .from(customers)
      .leftJoin(addresses, eq(addresses.customerId, customers.id))
      .where(eq(customers.id, customerId));
    if (!found) throw new DomainError('not_found', 'No such customer.');
    const { customer, address } = found;
    const [pets, subs, orderViews, paymentRows, cards, emails, invitations, credit, notes] =
      await readAll(tx, [
        () => listPets(tx, customerId),
        () => listSubscriptions(tx, customerId),
        () => ordersOf(tx, customerId),
        () =>
          tx
            .select()
            .from(payments)
            .where(and(eq(payments.customerId, customerId), eq(payments.kind, 'payment')))
            .orderBy(desc(payments.id))
            .limit(LISTED),
        () =>
          staff.canSeeCards
            ? tx
                .select({
                  id: paymentMethods.id,
                  brand: paymentMethods.brand,
                  last4: paymentMethods.last4,
                  isDefault: paymentMethods.isDefault,
                })
                .from(paymentMethods)
                .where(eq(paymentMethods.customerId, customerId))
                .orderBy(asc(paymentMethods.id))
            : Promise.resolve(null),
        () =>
          tx
            .select({
              id: outboxEmails.id,
              subject: outboxEmails.subject,
              kind: outboxEmails.kind,
              sentAt: outboxEmails.sentAt,
              lastError: outboxEmails.lastError,
              createdAt: outboxEmails.createdAt,
            })
            .from(outboxEmails)
            .where(eq(outboxEmails.to, customer.email))
            .orderBy(desc(outboxEmails.id))
            .limit(LISTED),
        () =>
          tx
            .select()
            .from(referralInvitations)
            .where(eq(referralInvitations.referrerId, customerId))
            .orderBy(asc(referralInvitations.id)),
        () => creditHistory(tx, customerId),
        () =>
          tx
            .select()
            .from(staffNotes)
            .where(eq(staffNotes.customerId, customerId))
            .orderBy(desc(staffNotes.id)),
      ]);
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'customer.view',
      targetType: 'customer',
      targetId: customerId,
      after: { cards_shown: staff.canSeeCards },
    });
    return {
      profile: {
        id: customer.id,
        email: customer.email,
        first_name: customer.firstName,
        last_name: customer.lastName,
        status: isDeletedEmail(customer.email) ? 'deleted' : customer.status,
        phone: address?.phone ?? null,
        address: address
          ? [
              address.address1,
              address.address2,
              `${address.city}, ${address.state} ${address.zipCode}`,
            ]
              .filter(Boolean)
              .join(', ')
          : null,
        credit_balance: customer.creditCents,
        created_at: customer.createdAt.toISOString(),
      },
      pets,
      subscriptions: subs,
      orders: orderViews,
      payments: paymentRows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: row.amountCents,
        status: row.status,
        failure: row.failureMessage,
        created_at: row.createdAt.toISOString(),
      })),
      ...(cards
        ? {
            cards: cards.map((card) => ({
              id: card.id,
              brand: card.brand,
              last4: card.last4,
              is_default: card.isDefault,
            })),
          }
        : {}),
      emails: emails.map((email) => ({
        id: email.id,
        subject: email.subject,
        kind: email.kind,
        status: email.sentAt ? 'sent' : email.lastError ? 'failed' : 'queued',
        created_at: email.createdAt.toISOString(),
      })),
      referrals: invitations.map((invitation) => ({
        email: invitation.email,
        joined: invitation.joinedAt !== null,
        credit: invitation.creditCents,
      })),
      credit,
      notes: notes.map((note) => ({
        id: note.id,
        staff_id: note.staffId,
        body: note.body,
        created_at: note.createdAt.toISOString(),
      })),
    };
  });
}
