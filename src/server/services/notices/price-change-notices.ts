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
import { type NoticeUnit } from './notice-unit';

/** Active plans whose next box is within PRICE_NOTICE_LOOKAHEAD_DAYS (and not due yet). */
const inWindow = (now: Date) => {
  const today = shopToday(now);
  return and(
    eq(subscriptions.status, 'active'),
    gt(subscriptions.nextDeliveryDate, dueThrough(today)),
    lte(subscriptions.nextDeliveryDate, addDays(today, PRICE_NOTICE_LOOKAHEAD_DAYS)),
  );
};

/**
 * The daily price-change notice (issue 17): for each active plan whose next box is within
 * PRICE_NOTICE_LOOKAHEAD_DAYS and costs more than the last box charged for a reason the
 * customer did not choose (priceChange), one email with both amounts. Running daily over a
 * two-week window, it reaches each box at least a week before it; a change found later (a price
 * raised days before a box) is still announced before the charge. Whether a plan's price changed
 * takes pricing it, so the finder (one query) queues one look per plan per day, and each look
 * sends at most once per plan per last charge and new amount.
 */
export async function findPriceChangeNotices(db: Database, now: Date): Promise<NoticeUnit[]> {
  const upcoming = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(inWindow(now))
    .orderBy(asc(subscriptions.id));
  const today = shopToday(now);
  return upcoming.map(({ id }) => ({
    kind: 'price-change' as const,
    id,
    key: `price-change-look:${id}:${today}`,
  }));
}

/** One plan's notice, if its next box costs more than its last for a reason not the customer's. */
export async function sendPriceChangeNotice(
  db: Database,
  subscriptionId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ subscription: subscriptions, email: customers.email, firstName: customers.firstName })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(and(eq(subscriptions.id, subscriptionId), inWindow(now)));
  if (!row) return false;
  const { subscription, email, firstName } = row;
  const [view] = await listSubscriptions(db, subscription.customerId, subscription.id);
  const last = await lastChargedBox(db, subscription.petId);
  if (!view || !last) return false;
  const change = priceChange(last.box, upcomingBox(view.next_box));
  if (!change) return false;
  const key = `price-change:${subscription.id}:${last.orderId}:${change.newTotal}`;
  return onceFor(db, key, subscription.customerId, (tx) =>
    sendTemplate(tx, email, priceChangeEmail, {
      firstName,
      petName: view.pet_name,
      deliveryDate: subscription.nextDeliveryDate,
      oldTotal: change.oldTotal,
      newTotal: change.newTotal,
      reasons: change.reasons,
      oldDiscount: change.oldDiscount,
      newDiscount: change.newDiscount,
    }),
  );
}
