import { and, asc, desc, eq, min } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, paymentMethods, subscriptions } from '@/server/db/schema';
import { cardExpiryDue } from '@/server/domain/customer-notices';
import { shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { cardExpiryEmail } from '@/server/email/templates/card-expiry-email';
import { sendTemplate } from '@/server/email/templates/define-email';
import { savedCardOf } from '../payments/saved-card-filter';
import { onceFor } from './claim-once';

/**
 * The daily card-expiry warning: customers with an active plan whose card renewals would charge
 * (the default saved card) runs out before their next box is charged, or within 30 days. Once
 * per card and expiry: a card replaced by one with a new expiry is a new card to warn about.
 */
export async function sendCardExpiryWarnings(db: Database, now: Date): Promise<number> {
  const today = shopToday(now);
  const planned = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      nextDelivery: min(subscriptions.nextDeliveryDate),
    })
    .from(customers)
    .innerJoin(subscriptions, eq(subscriptions.customerId, customers.id))
    .where(eq(subscriptions.status, 'active'))
    .groupBy(customers.id)
    .orderBy(asc(customers.id));
  let sent = 0;
  for (const customer of planned) {
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(and(savedCardOf(customer.id)))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
      .limit(1);
    if (!card?.expMonth || !card.expYear) continue;
    const nextDelivery = customer.nextDelivery;
    const due = cardExpiryDue({
      expMonth: card.expMonth,
      expYear: card.expYear,
      today,
      nextChargeDay: nextDelivery ? chargeDay(nextDelivery) : null,
    });
    if (!due) continue;
    const key = `card-expiry:${card.id}:${card.expYear}-${card.expMonth}`;
    const wrote = await onceFor(db, key, customer.id, (tx) =>
      sendTemplate(tx, customer.email, cardExpiryEmail, {
        firstName: customer.firstName,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth!,
        expYear: card.expYear!,
        nextDeliveryDate: nextDelivery,
      }),
    );
    if (wrote) sent += 1;
  }
  return sent;
}
