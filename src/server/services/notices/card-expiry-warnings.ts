import { readAll } from '@/server/db/read-all';
import { and, asc, desc, eq, isNotNull, min } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  customers,
  paymentMethods,
  subscriptions,
  type PaymentMethodRow,
} from '@/server/db/schema';
import { cardExpiryDue } from '@/server/domain/customer-notices';
import { shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { cardExpiryEmail } from '@/server/email/templates/card-expiry-email';
import { sendTemplate } from '@/server/email/templates/define-email';
import { renewalCardOf } from '../payments/saved-card-filter';
import { onceFor } from './claim-once';
import { type NoticeUnit } from './notice-unit';

type Card = Pick<PaymentMethodRow, 'id' | 'expMonth' | 'expYear'>;

/** Once per card and expiry: a card replaced by one with a new expiry is a new card to warn about. */
const warningKey = (card: Card) => `card-expiry:${card.id}:${card.expYear}-${card.expMonth}`;

const isDue = (card: Card | undefined, nextDelivery: string | null, now: Date) =>
  Boolean(
    card?.expMonth &&
    card.expYear &&
    cardExpiryDue({
      expMonth: card.expMonth,
      expYear: card.expYear,
      today: shopToday(now),
      nextChargeDay: nextDelivery ? chargeDay(nextDelivery) : null,
    }),
  );

/** Customers with an active plan, with their next box (the soonest of their plans). */
function planned(db: Database, customerId?: number) {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      nextDelivery: min(subscriptions.nextDeliveryDate),
    })
    .from(customers)
    .innerJoin(subscriptions, eq(subscriptions.customerId, customers.id))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        customerId === undefined ? undefined : eq(customers.id, customerId),
      ),
    )
    .groupBy(customers.id)
    .orderBy(asc(customers.id));
}

/**
 * The daily finder: customers with an active plan whose card renewals would charge (the default
 * saved card) runs out before their next box is charged, or within 30 days. Two queries.
 */
export async function findCardExpiryWarnings(db: Database, now: Date): Promise<NoticeUnit[]> {
  const [plans, cards] = await readAll(db, [
    () => planned(db),
    () =>
      db
        .selectDistinctOn([paymentMethods.customerId], {
          customerId: paymentMethods.customerId,
          id: paymentMethods.id,
          expMonth: paymentMethods.expMonth,
          expYear: paymentMethods.expYear,
        })
        .from(paymentMethods)
        .where(isNotNull(paymentMethods.savedAt))
        .orderBy(
          asc(paymentMethods.customerId),
          desc(paymentMethods.isDefault),
          desc(paymentMethods.id),
        ),
  ]);
  const cardOf = new Map(cards.map((card) => [card.customerId, card]));
  return plans.flatMap((customer) => {
    const card = cardOf.get(customer.id);
    return card && isDue(card, customer.nextDelivery, now)
      ? [{ kind: 'card-expiry' as const, id: customer.id, key: warningKey(card) }]
      : [];
  });
}

/** One customer's warning, as things stand when it is sent; at most once per card and expiry. */
export async function sendCardExpiryWarning(
  db: Database,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const [[customer], [card]] = await readAll(db, [
    () => planned(db, customerId),
    () => renewalCardOf(db, customerId),
  ]);
  if (!customer || !card || !isDue(card, customer.nextDelivery, now)) return false;
  return onceFor(db, warningKey(card), customer.id, (tx) =>
    sendTemplate(tx, customer.email, cardExpiryEmail, {
      firstName: customer.firstName,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth!,
      expYear: card.expYear!,
      nextDeliveryDate: customer.nextDelivery,
    }),
  );
}
