import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { yearlyReminderDue } from '@/server/domain/customer-notices';
import { shopToday } from '@/domain/delivery-schedule';
import { sendTemplate } from '@/server/email/templates/define-email';
import { yearlyReminderEmail } from '@/server/email/templates/yearly-reminder-email';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { onceFor } from './claim-once';

/**
 * The yearly reminder of an automatically renewing plan (issue 17): around each anniversary of
 * an active plan, what it is, what the next box costs, how often it comes and how to cancel.
 * Once per plan per year of it.
 */
export async function sendYearlyReminders(db: Database, now: Date): Promise<number> {
  const today = shopToday(now);
  const active = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.status, 'active'))
    .orderBy(asc(subscriptions.id));
  let sent = 0;
  for (const { subscription, email, firstName } of active) {
    const started = subscription.createdAt.toISOString().slice(0, 10);
    const years = yearlyReminderDue(started, today);
    if (!years) continue;
    const key = `yearly-reminder:${subscription.id}:${years}`;
    const wrote = await onceFor(db, key, subscription.customerId, async (tx) => {
      const [view] = await listSubscriptions(tx, subscription.customerId, subscription.id);
      if (!view) return;
      await sendTemplate(tx, email, yearlyReminderEmail, {
        firstName,
        petName: view.pet_name,
        productName: view.next_box.lines[0]?.product_name ?? 'Ollie',
        amountCents: view.next_box.total,
        everyWeeks: subscription.weeksOfFood,
        years,
      });
    });
    if (wrote) sent += 1;
  }
  return sent;
}
