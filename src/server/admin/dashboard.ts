import { readAll } from '@/server/db/read-all';
import { and, count, countDistinct, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardView } from '@/contracts/admin/dashboard';
import type { Database } from '@/server/db/client';
import { orders, payments, refunds, shipments, subscriptions } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { dashboardAlerts } from './alerts';
import { clockNow } from '@/server/clock';

const DAY = 86_400_000;
const WEEKS = 8;
const PAID = ['paid', 'captured'] as const;

/**
 * The dashboard, from SQL aggregates only: a handful of grouped queries, however many customers.
 * A plan's cancellation week is the week it last changed while cancelled (plans keep no separate
 * cancellation time).
 */
export async function dashboard(
  db: Database,
  /** Whether the caller sees the shop's money (reports.read): packers do not. */
  options: { money: boolean },
  now = clockNow(),
): Promise<DashboardView> {
  const today = shopToday(now);
  const weekEnd = addDays(today, 6);
  const since30 = new Date(now.getTime() - 30 * DAY);
  const since7 = new Date(now.getTime() - 7 * DAY);
  const weeksFrom = sql`(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '${sql.raw(String(WEEKS - 1))} weeks') at time zone 'UTC'`;
  // Weeks start on Monday, in UTC, on both sides of the comparison.
  const week = (column: AnyPgColumn) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const alerts = dashboardAlerts(db, now);
  const [
    [active],
    [ordered],
    [plansDue],
    [revenue],
    [refunded],
    started,
    cancelled,
    reasons,
    [failed],
  ] = await readAll(db, [
    () =>
      db
        .select({ customers: countDistinct(subscriptions.customerId), pups: count() })
        .from(subscriptions)
        .where(eq(subscriptions.status, 'active')),
    // Still to pack: paid, not held (do not ship), nothing of it shipped yet.
    () =>
      db
        .select({ boxes: count() })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'paid'),
            isNull(orders.holdReason),
            gte(orders.deliveryDate, today),
            lte(orders.deliveryDate, weekEnd),
            sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.status} = 'shipped')`,
          ),
        ),
    // Plans due whose box has no order yet: a renewal ordered (paid, counted above) or left
    // unpaid (declined, waiting for the bank) is not a box to pack from the plan.
    () =>
      db
        .select({ boxes: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            gte(subscriptions.nextDeliveryDate, today),
            lte(subscriptions.nextDeliveryDate, weekEnd),
            sql`not exists (select 1 from ${orders} where ${orders.renewalKey} = 'subscription-' || ${subscriptions.id} || '-' || ${subscriptions.nextDeliveryDate})`,
          ),
        ),
    () =>
      db
        .select({
          last30: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
          last7: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.createdAt} >= ${since7.toISOString()}::timestamptz), 0)::int`,
          // A reship is a free box: it is not what a box is worth.
          average: sql<number>`coalesce(round(avg(${orders.totalCents}) filter (where ${orders.kind} <> 'reship')), 0)::int`,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...PAID]), gte(orders.createdAt, since30))),
    // Money given back to cards in the windows (refunds to account credit stay in the shop).
    () =>
      db
        .select({
          last30: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
          last7: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.createdAt} >= ${since7.toISOString()}::timestamptz), 0)::int`,
        })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'succeeded'),
            eq(refunds.destination, 'card'),
            gte(refunds.createdAt, since30),
          ),
        ),
    () =>
      db
        .select({ week: week(subscriptions.createdAt), count: count() })
        .from(subscriptions)
        .where(gte(subscriptions.createdAt, weeksFrom))
        .groupBy(sql`1`),
    () =>
      db
        .select({ week: week(subscriptions.updatedAt), count: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.updatedAt, weeksFrom)))
        .groupBy(sql`1`),
    () =>
      db
        .select({
          reason: sql<string>`coalesce(${subscriptions.cancelReason}, 'No reason given')`,
          count: count(),
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.updatedAt, weeksFrom)))
        .groupBy(sql`1`)
        .orderBy(sql`2 desc, 1`),
    () =>
      db
        .select({
          renewals: sql<number>`(select count(*)::int from ${orders} where ${orders.status} = 'payment_failed')`,
          payments: count(),
        })
        .from(payments)
        .where(and(eq(payments.status, 'failed'), gte(payments.updatedAt, since30))),
  ]);

  const mondays = Array.from({ length: WEEKS }, (_, index) => {
    const monday = new Date(now);
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(
      monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7 * (WEEKS - 1 - index),
    );
    return monday.toISOString().slice(0, 10);
  });
  const byWeek = (rows: Array<{ week: string; count: number }>) =>
    new Map(rows.map((row) => [row.week, row.count]));
  const startedByWeek = byWeek(started);
  const cancelledByWeek = byWeek(cancelled);
  return {
    alerts: await alerts,
    active_customers: active?.customers ?? 0,
    active_pups: active?.pups ?? 0,
    boxes_this_week: (ordered?.boxes ?? 0) + (plansDue?.boxes ?? 0),
    ...moneyFigures(options.money, revenue, refunded),
    weeks: mondays.map((monday) => ({
      week: monday,
      started: startedByWeek.get(monday) ?? 0,
      cancelled: cancelledByWeek.get(monday) ?? 0,
    })),
    cancel_reasons: reasons,
    failed_renewals: failed?.renewals ?? 0,
    failed_payments_30_days: failed?.payments ?? 0,
  };
}

function moneyFigures(
  shown: boolean,
  revenue: { last7: number; last30: number; average: number } | undefined,
  refunded: { last7: number; last30: number } | undefined,
) {
  const or = (value: number) => (shown ? value : null);
  return {
    revenue_7_days: or(revenue?.last7 ?? 0),
    revenue_30_days: or(revenue?.last30 ?? 0),
    refunds_7_days: or(refunded?.last7 ?? 0),
    refunds_30_days: or(refunded?.last30 ?? 0),
    net_revenue_7_days: or((revenue?.last7 ?? 0) - (refunded?.last7 ?? 0)),
    net_revenue_30_days: or((revenue?.last30 ?? 0) - (refunded?.last30 ?? 0)),
    average_box_value: or(revenue?.average ?? 0),
  };
}
