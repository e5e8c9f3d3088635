import { and, count, countDistinct, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardView } from '@/contracts/admin/dashboard';
import type { Database } from '@/server/db/client';
import { orders, payments, subscriptions } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';

const DAY = 86_400_000;
const WEEKS = 8;
const PAID = ['paid', 'captured'] as const;

/**
 * The dashboard, from SQL aggregates only: a handful of grouped queries, however many customers.
 * A plan's cancellation week is the week it last changed while cancelled (plans keep no separate
 * cancellation time).
 */
export async function dashboard(db: Database, now = new Date()): Promise<DashboardView> {
  const today = shopToday(now);
  const weekEnd = addDays(today, 6);
  const since30 = new Date(now.getTime() - 30 * DAY);
  const since7 = new Date(now.getTime() - 7 * DAY);
  const weeksFrom = sql`(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '${sql.raw(String(WEEKS - 1))} weeks') at time zone 'UTC'`;
  // Weeks start on Monday, in UTC, on both sides of the comparison.
  const week = (column: AnyPgColumn) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const [[active], [ordered], [plansDue], [revenue], started, cancelled, reasons, [failed]] =
    await Promise.all([
      db
        .select({ customers: countDistinct(subscriptions.customerId), pups: count() })
        .from(subscriptions)
        .where(eq(subscriptions.status, 'active')),
      db
        .select({ boxes: count() })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...PAID, 'processing']),
            gte(orders.deliveryDate, today),
            lte(orders.deliveryDate, weekEnd),
          ),
        ),
      db
        .select({ boxes: count() })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            gte(subscriptions.nextDeliveryDate, today),
            lte(subscriptions.nextDeliveryDate, weekEnd),
          ),
        ),
      db
        .select({
          last30: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
          last7: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.createdAt} >= ${since7.toISOString()}::timestamptz), 0)::int`,
          average: sql<number>`coalesce(round(avg(${orders.totalCents})), 0)::int`,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...PAID]), gte(orders.createdAt, since30))),
      db
        .select({ week: week(subscriptions.createdAt), count: count() })
        .from(subscriptions)
        .where(gte(subscriptions.createdAt, weeksFrom))
        .groupBy(sql`1`),
      db
        .select({ week: week(subscriptions.updatedAt), count: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.updatedAt, weeksFrom)))
        .groupBy(sql`1`),
      db
        .select({
          reason: sql<string>`coalesce(${subscriptions.cancelReason}, 'No reason given')`,
          count: count(),
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.updatedAt, weeksFrom)))
        .groupBy(sql`1`)
        .orderBy(sql`2 desc, 1`),
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
    active_customers: active?.customers ?? 0,
    active_pups: active?.pups ?? 0,
    boxes_this_week: (ordered?.boxes ?? 0) + (plansDue?.boxes ?? 0),
    revenue_7_days: revenue?.last7 ?? 0,
    revenue_30_days: revenue?.last30 ?? 0,
    average_box_value: revenue?.average ?? 0,
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
