import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { lastChangeDay } from '@/domain/delivery-schedule';
import { chargeDay, dueThrough, remindThrough } from '@/domain/renewal-schedule';
import { onceFor } from '../notices/claim-once';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { reminderKey, type BoxUnit } from './due-renewals';
import { sendRenewalReminder } from './renewal-emails';
import type { RunClock } from './run-clock';

/**
 * Emails the reminder of one box a few days before its charge, once per box however many runs or
 * jobs see it: the key is claimed and the email written in one transaction. Nothing when the plan
 * changed since it was found (paused, skipped, or not in its reminder days by this clock).
 */
export async function remindBox(db: Database, unit: BoxUnit, clock: RunClock): Promise<boolean> {
  const [row] = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, unit.subscriptionId));
  if (!row) return false;
  const { subscription, email, firstName } = row;
  const delivery = subscription.nextDeliveryDate;
  if (
    subscription.status !== 'active' ||
    delivery !== unit.deliveryDate ||
    delivery <= dueThrough(clock.today) ||
    delivery > remindThrough(clock.today)
  )
    return false;
  let sent = false;
  await onceFor(db, reminderKey(subscription.id, delivery), subscription.customerId, async (tx) => {
    const [view] = await listSubscriptions(tx, subscription.customerId, subscription.id);
    if (!view) return;
    await sendRenewalReminder(
      tx,
      { email, firstName },
      {
        subscriptionId: subscription.id,
        petId: subscription.petId,
        now: clock.now,
        petName: view.pet_name,
        deliveryDate: delivery,
        changeBy: lastChangeDay(delivery),
        chargeDate: chargeDay(delivery),
        box: view.next_box,
      },
    );
    sent = true;
  });
  return sent;
}
