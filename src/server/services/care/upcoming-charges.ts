import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import type { UpcomingChargeView } from '@/contracts/admin/care';
import { recordAudit } from '@/server/admin/audit';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { customers, orders, pets, renewalAttempts, subscriptions } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { PaymentProvider } from '@/server/payments';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { CHARGE_LEAD_DAYS, chargeDay, RETRY_DELAYS_HOURS } from '@/domain/renewal-schedule';
import { chargeRenewal } from '../renewals/renewal-charge';
import { createRenewalOrder, priceDueBox } from '../renewals/renewal-order';
import { listSubscriptions } from '../subscriptions/subscriptions-service';

/** At most this many days ahead, and this many plans on a page (each is priced as My plan does). */
export const UPCOMING_MAX_DAYS = 31;
export const UPCOMING_PAGE_SIZE = 50;

export const upcomingQuerySchema = object({
  days: string()
    .matches(/^\d{1,2}$/, 'Days must be a whole number from 1 to 31.')
    .test('range', 'Days must be a whole number from 1 to 31.', (value) => {
      if (value === undefined) return true;
      return Number(value) >= 1 && Number(value) <= UPCOMING_MAX_DAYS;
    })
    .optional(),
  after: string()
    .matches(/^\d{1,9}$/, 'Not a valid page.')
    .optional(),
});

/**
 * The renewals whose card is charged in the next `days` shop days (today included): active plans
 * not held by a dispute whose next box has no order yet, by charge day, each with the amount the
 * renewal will charge (My plan's next-box price: plan, extras, offer, credit and tax, in cents).
 */
export async function listUpcomingCharges(
  db: Database,
  options: { days: number; after?: number },
  now = clockNow(),
): Promise<{ results: UpcomingChargeView[]; next_after: number | null; total: number }> {
  const today = shopToday(now);
  const first = addDays(today, CHARGE_LEAD_DAYS);
  const last = addDays(today, CHARGE_LEAD_DAYS + options.days - 1);
  const rows = await db
    .select({
      subscription: subscriptions,
      email: customers.email,
      name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      petName: pets.name,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.chargeHold),
        gte(subscriptions.nextDeliveryDate, first),
        lte(subscriptions.nextDeliveryDate, last),
        options.after ? sql`${subscriptions.id} > ${options.after}` : undefined,
        sql`not exists (select 1 from ${orders} where ${orders.renewalKey} =
          'subscription-' || ${subscriptions.id} || '-' || ${subscriptions.nextDeliveryDate})`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(UPCOMING_PAGE_SIZE + 1);
  const page = rows.slice(0, UPCOMING_PAGE_SIZE);
  const results: UpcomingChargeView[] = [];
  for (const row of page) {
    const [view] = await listSubscriptions(db, row.subscription.customerId, row.subscription.id);
    results.push({
      subscription_id: row.subscription.id,
      customer: { id: row.subscription.customerId, email: row.email, name: row.name },
      pet_name: row.petName,
      delivery_date: row.subscription.nextDeliveryDate,
      charge_date: chargeDay(row.subscription.nextDeliveryDate),
      amount: view?.next_box.total ?? 0,
    });
  }
  results.sort(
    (a, b) => a.charge_date.localeCompare(b.charge_date) || a.subscription_id - b.subscription_id,
  );
  return {
    results,
    next_after: rows.length > UPCOMING_PAGE_SIZE ? page[page.length - 1]!.subscription.id : null,
    total: results.reduce((sum, charge) => sum + charge.amount, 0),
  };
}

export const chargeNowSchema = object({
  /** The box the agent saw: a plan moved or skipped meanwhile is not charged by mistake. */
  delivery_date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Give the box’s delivery date as YYYY-MM-DD.')
    .required('Give the box’s delivery date.'),
});
export type ChargeNowInput = InferType<typeof chargeNowSchema>;

/**
 * "Charge now": the renewal job's own order and charge for this box, today rather than on its
 * charge day (the customer asked; the box can no longer be changed after). The order is unique
 * per plan and box, so a second click, or the job at the same moment, makes no second order and
 * no second charge (409); the charge's provider key is the order's first attempt's.
 */
export async function chargeUpcomingNow(
  db: Database,
  provider: PaymentProvider,
  staffId: number,
  subscriptionId: number,
  input: ChargeNowInput,
  now = clockNow(),
) {
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription) throw new DomainError('not_found', 'No such plan.');
  if (subscription.status !== 'active' || subscription.chargeHold !== null)
    throw new DomainError('subscription_not_active', 'This plan is not active: nothing to charge.');
  if (subscription.nextDeliveryDate !== input.delivery_date)
    throw new DomainError('plan_changed', 'This plan’s next box changed: reload the list.');
  const clock = { now, today: shopToday(now) };
  const box = await priceDueBox(db, subscription);
  const order = await createRenewalOrder(db, { subscription, box, clock });
  if (!order) throw new DomainError('already_ordered', 'This box is already ordered and charged.');
  await recordAudit(db, {
    staffId,
    action: 'payment.charge_now',
    targetType: 'subscription',
    targetId: subscriptionId,
    after: { order_id: order.id, delivery_date: input.delivery_date, amount: order.totalCents },
  });
  const step = await chargeRenewal(db, provider, { order, clock, staffId });
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  return {
    order_id: order.id,
    status: after!.status,
    amount: after!.totalCents,
    outcome: step,
    failure: after!.failureMessage,
  };
}

/** Declined renewals that were paid after all (by a retry, a new card or staff), last 30 days. */
export async function recoveredRevenue(db: Database, now = clockNow()) {
  const since = new Date(now.getTime() - 30 * 24 * 3_600_000);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'renewal'),
        eq(orders.status, 'paid'),
        gte(orders.createdAt, since),
        sql`exists (select 1 from ${renewalAttempts} where ${renewalAttempts.orderId} = ${orders.id}
          and ${inArray(renewalAttempts.outcome, ['declined', 'insufficient_funds', 'processing_error', 'no_card', 'authentication_required', 'authentication_failed'])})`,
      ),
    );
  return {
    days: 30,
    orders: row?.count ?? 0,
    amount: row?.cents ?? 0,
    retry_schedule_hours: [...RETRY_DELAYS_HOURS],
  };
}
