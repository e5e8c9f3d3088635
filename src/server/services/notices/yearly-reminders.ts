import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, subscriptions, type SubscriptionRow } from '@/server/db/schema';
import { yearlyReminderDue } from '@/server/domain/customer-notices';
import { shopToday } from '@/domain/delivery-schedule';
import { sendTemplate } from '@/server/email/templates/define-email';
import { yearlyReminderEmail } from '@/server/email/templates/yearly-reminder-email';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { onceFor } from './claim-once';
import type { NoticeUnit } from './notice-unit';

/** Which year's reminder of the plan is due, if any. */
const yearsDue = (subscription: Pick<SubscriptionRow, 'createdAt'>, now: Date) =>
  yearlyReminderDue(subscription.createdAt.toISOString().slice(0, 10), shopToday(now));

/** Once per plan per year of it. */
const reminderKey = (subscriptionId: number, years: number) =>
  `yearly-reminder:${subscriptionId}:${years}`;

/**
 * The yearly reminder of an automatically renewing plan (issue 17): around each anniversary of
 * an active plan, what it is, what the next box costs, how often it comes and how to cancel.
 * The daily finder: one query, one unit per plan whose reminder is due.
 */
export async function findYearlyReminders(db: Database, now: Date): Promise<NoticeUnit[]> {
  const active = await db
    .select({ id: subscriptions.id, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .orderBy(asc(subscriptions.id));
  return active.flatMap((subscription) => {
    const years = yearsDue(subscription, now);
    return years
      ? [
          {
            kind: 'yearly-reminder' as const,
            id: subscription.id,
            key: reminderKey(subscription.id, years),
          },
        ]
      : [];
  });
}

/** One plan's yearly reminder, if it is still active and due; at most once per year of it. */
export async function sendYearlyReminder(
  db: Database,
  subscriptionId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.subscription.status !== 'active') return false;
  const { subscription, email, firstName } = row;
  const years = yearsDue(subscription, now);
  if (!years) return false;
  let sent = false;
  await onceFor(db, reminderKey(subscription.id, years), subscription.customerId, async (tx) => {
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
    sent = true;
  });
  return sent;
}
