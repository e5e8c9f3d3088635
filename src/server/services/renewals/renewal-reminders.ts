import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, idempotencyKeys, subscriptions } from '@/server/db/schema';
import { lastChangeDay } from '@/domain/delivery-schedule';
import { chargeDay, dueThrough, remindThrough } from '@/domain/renewal-schedule';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { sendRenewalReminder } from './renewal-emails';
import { scopedTo, type RunClock } from './run-clock';

/** Emails one reminder per box a few days before its charge; returns how many were sent. */
export async function sendReminders(db: Database, clock: RunClock): Promise<number> {
  const upcoming = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextDeliveryDate, dueThrough(clock.today)),
        lte(subscriptions.nextDeliveryDate, remindThrough(clock.today)),
        scopedTo(clock, subscriptions.customerId),
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
        subscriptionId: subscription.id,
        petId: subscription.petId,
        now: clock.now,
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
