import { readAll } from '@/server/db/read-all';
import { clockNow } from '@/server/clock';
import { and, asc, eq, ne } from 'drizzle-orm';
import { object, string } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers, orders, pets, subscriptions } from '@/server/db/schema';
import { checkDateMove, dayFullReason, movedDelivery } from '@/domain/date-move';
import { shopToday } from '@/domain/delivery-schedule';
import { sendTemplate } from '@/server/email/templates/define-email';
import { deliveryMovedEmail } from '@/server/email/templates/delivery-moved-email';
import type { DateMoveView } from '@/contracts/admin/orders';
import { lastBoxDateOf } from '../subscriptions/last-boxes';
import { moveBookings } from '../capacity/capacity-service';
import { MAX_BULK_BOXES } from './bulk-shipments';

export const dateMoveSchema = object({
  /** The new delivery date; absent or null skips each plan to its following box. */
  to: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
    .nullable()
    .default(null),
  reason: string().trim().max(300).required('Please say why (the audit log keeps it).'),
});

const BATCH = 100;

/**
 * Moves every active plan due on `from` to `to`, or skips each to its following box: the
 * customer's own rules (date-move.ts) for each plan, the kitchen's capacity on the day it goes
 * to (a plan that finds the day full stays and is listed with why), a batch of plans per transaction, each
 * change conditional on the plan still being due on `from` (so a repeat moves nothing twice),
 * each customer emailed and each batch audited in its transaction. Boxes already ordered for
 * the date are counted, not moved.
 */
export async function moveDeliveryDate(
  db: Database,
  from: string,
  input: { to: string | null; reason: string },
  staffId: number,
  today = shopToday(clockNow()),
): Promise<DateMoveView> {
  const check = checkDateMove(from, input.to, today);
  if (!check.ok) throw new DomainError(check.code, check.detail);
  const [plans, ordered] = await readAll(db, [
    () =>
      db
        .select({
          id: subscriptions.id,
          weeksOfFood: subscriptions.weeksOfFood,
          lastBox: lastBoxDateOf(subscriptions.customerId, subscriptions.petId),
          email: customers.email,
          firstName: customers.firstName,
          petName: pets.name,
        })
        .from(subscriptions)
        .innerJoin(customers, eq(customers.id, subscriptions.customerId))
        .innerJoin(pets, eq(pets.id, subscriptions.petId))
        .where(and(eq(subscriptions.nextDeliveryDate, from), eq(subscriptions.status, 'active')))
        .orderBy(asc(subscriptions.id))
        .limit(MAX_BULK_BOXES + 1),
    () =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.deliveryDate, from), ne(orders.status, 'failed')))
        .limit(MAX_BULK_BOXES + 1),
  ]);
  if (plans.length > MAX_BULK_BOXES)
    throw new DomainError(
      'too_many_boxes',
      `${plans.length} plans are due that day; move at most ${MAX_BULK_BOXES} at a time.`,
    );
  const skipped: DateMoveView['skipped'] = [];
  let moved = 0;
  for (let index = 0; index < plans.length; index += BATCH) {
    await db.transaction(async (tx) => {
      const room = moveBookings(tx);
      const changes: { subscription_id: number; to: string }[] = [];
      for (const plan of plans.slice(index, index + BATCH)) {
        const next = movedDelivery(plan, from, input.to, today);
        if (!next) {
          skipped.push({
            subscription_id: plan.id,
            reason: 'The pup’s box on its way arrives after the new date.',
          });
          continue;
        }
        if (!(await room.take(next))) {
          skipped.push({ subscription_id: plan.id, reason: dayFullReason(room.loadOf(next)!) });
          continue;
        }
        const [changed] = await tx
          .update(subscriptions)
          .set({ nextDeliveryDate: next, updatedAt: clockNow() })
          .where(
            and(
              eq(subscriptions.id, plan.id),
              eq(subscriptions.nextDeliveryDate, from),
              eq(subscriptions.status, 'active'),
            ),
          )
          .returning({ id: subscriptions.id });
        if (!changed) continue;
        moved += 1;
        changes.push({ subscription_id: plan.id, to: next });
        await sendTemplate(tx, plan.email, deliveryMovedEmail, {
          firstName: plan.firstName,
          petName: plan.petName,
          from,
          to: next,
          skipped: input.to === null,
        });
      }
      if (changes.length)
        await recordAudit(tx, {
          staffId,
          action: input.to === null ? 'fulfilment.date_skip' : 'fulfilment.date_move',
          targetType: 'delivery_date',
          targetId: from,
          before: { delivery_date: from },
          after: { to: input.to, reason: input.reason, plans: changes },
        });
    });
  }
  return { from, to: input.to, moved, skipped, ordered_boxes: ordered.length };
}
