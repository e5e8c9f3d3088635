import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { PRICE_NOTICE_LOOKAHEAD_DAYS, priceChange } from '@/domain/price-change';
import { dueThrough } from '@/domain/renewal-schedule';
import { sendTemplate } from '@/server/email/templates/define-email';
import { priceChangeEmail } from '@/server/email/templates/price-change-email';
import { lastChargedBox, upcomingBox } from '../renewals/last-charged-box';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { onceFor } from './claim-once';

/**
 * The daily price-change notice (issue 17): for each active plan whose next box is within
 * PRICE_NOTICE_LOOKAHEAD_DAYS and costs more than the last box charged for a reason the
 * customer did not choose (priceChange), one email with both amounts. Running daily over a
 * two-week window, it reaches each box at least a week before it; a change found
 * later (a price raised days before a box) is still announced before the charge. Once per plan
 * per last charge and new amount.
 */
export async function sendPriceChangeNotices(db: Database, now: Date): Promise<number> {
  const today = shopToday(now);
  const upcoming = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextDeliveryDate, dueThrough(today)),
        lte(subscriptions.nextDeliveryDate, addDays(today, PRICE_NOTICE_LOOKAHEAD_DAYS)),
      ),
    )
    .orderBy(asc(subscriptions.id));
  let sent = 0;
  for (const { subscription, email, firstName } of upcoming) {
    const [view] = await listSubscriptions(db, subscription.customerId, subscription.id);
    const last = await lastChargedBox(db, subscription.petId);
    if (!view || !last) continue;
    const change = priceChange(last.box, upcomingBox(view.next_box));
    if (!change) continue;
    const key = `price-change:${subscription.id}:${last.orderId}:${change.newTotal}`;
    const wrote = await onceFor(db, key, subscription.customerId, (tx) =>
      sendTemplate(tx, email, priceChangeEmail, {
        firstName,
        petName: view.pet_name,
        deliveryDate: subscription.nextDeliveryDate,
        oldTotal: change.oldTotal,
        newTotal: change.newTotal,
        reasons: change.reasons,
      }),
    );
    if (wrote) sent += 1;
  }
  return sent;
}
