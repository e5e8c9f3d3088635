import { readAll } from '@/server/db/read-all';
import { and, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { creditEntries, orders, refunds, subscriptions } from '@/server/db/schema';
import { SHOP_TIME_ZONE } from '@/domain/shop-time';

/** Instants bounding the report: [start, end). */
export interface Window {
  start: string;
  end: string;
}

const PAID = ['paid', 'captured'] as const;
/** Credit the shop gave (not credit spent, or given back after a failed renewal). */
const GIVEN = ['grant', 'claim', 'refund', 'referral'] as const;
const at = (iso: string) => sql`${iso}::timestamptz`;

/** Gross, card refunds and credit given in the window: three sums. */
export async function moneySums(db: Database, window: Window) {
  const inWindow = (column: AnyPgColumn) =>
    and(gte(column, sql`${at(window.start)}`), lt(column, sql`${at(window.end)}`));
  const [[gross], [refunded], [credit]] = await readAll(db, [
    () =>
      db
        .select({ cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
        .from(orders)
        .where(and(inArray(orders.status, [...PAID]), inWindow(orders.createdAt))),
    // Refunds to account credit are counted as credit given (their ledger entry), not here.
    () =>
      db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'succeeded'),
            eq(refunds.destination, 'card'),
            inWindow(refunds.createdAt),
          ),
        ),
    () =>
      db
        .select({ cents: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
        .from(creditEntries)
        .where(
          and(
            inArray(creditEntries.kind, [...GIVEN]),
            gt(creditEntries.amountCents, 0),
            inWindow(creditEntries.createdAt),
          ),
        ),
  ]);
  return {
    gross: gross?.cents ?? 0,
    refunds: refunded?.cents ?? 0,
    creditGiven: credit?.cents ?? 0,
  };
}

/**
 * Plans by status now, and started and cancelled in the window. A plan's cancellation time is
 * the time it last changed while cancelled (the dashboard's rule: a cancelled plan does not change).
 */
export async function planCounts(db: Database, window: Window) {
  const started = sql`${subscriptions.createdAt} >= ${at(window.start)} and ${subscriptions.createdAt} < ${at(window.end)}`;
  const cancelled = sql`${subscriptions.status} = 'cancelled' and ${subscriptions.updatedAt} >= ${at(window.start)} and ${subscriptions.updatedAt} < ${at(window.end)}`;
  const before = sql`${subscriptions.createdAt} < ${at(window.start)}`;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')::int`,
      paused: sql<number>`count(*) filter (where ${subscriptions.status} = 'paused')::int`,
      cancelled: sql<number>`count(*) filter (where ${subscriptions.status} = 'cancelled')::int`,
      startedInRange: sql<number>`count(*) filter (where ${started})::int`,
      cancelledInRange: sql<number>`count(*) filter (where ${cancelled})::int`,
      liveAtStart: sql<number>`count(*) filter (where ${before} and (${subscriptions.status} <> 'cancelled' or ${subscriptions.updatedAt} >= ${at(window.start)}))::int`,
      churnedInRange: sql<number>`count(*) filter (where ${before} and ${cancelled})::int`,
    })
    .from(subscriptions);
  return row!;
}

/** Active plans grouped by sku (their weekly price follows from it). */
export async function activePlansBySku(db: Database) {
  return db
    .select({ sku: subscriptions.sku, plans: count() })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .groupBy(subscriptions.sku);
}

/** Active plans due for delivery between two days, grouped by date, sku and box size. */
export async function duePlans(db: Database, first: string, last: string) {
  return db
    .select({
      deliveryDate: subscriptions.nextDeliveryDate,
      sku: subscriptions.sku,
      weeks: subscriptions.weeksOfFood,
      plans: count(),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gte(subscriptions.nextDeliveryDate, first),
        lte(subscriptions.nextDeliveryDate, last),
      ),
    )
    .groupBy(subscriptions.nextDeliveryDate, subscriptions.sku, subscriptions.weeksOfFood);
}

/**
 * Customers whose first box was paid in the window, grouped by its week (Monday, shop time) and
 * the whole weeks they kept a plan after it (null: a plan of theirs is not cancelled; otherwise
 * until their last plan was cancelled). Grouped in SQL: a few rows per week, whatever the size.
 */
export async function cohortRows(db: Database, window: Window) {
  const result = await db.execute(sql`
    with firsts as (
      select o.customer_id, min(o.created_at) as first_paid
      from ${orders} o
      where o.kind = 'first_box' and o.status = 'paid'
        and o.created_at >= ${at(window.start)} and o.created_at < ${at(window.end)}
        and not exists (
          select 1 from ${orders} e
          where e.customer_id = o.customer_id and e.kind = 'first_box' and e.status = 'paid'
            and e.created_at < ${at(window.start)}
        )
      group by o.customer_id
    ), kept as (
      select f.customer_id, f.first_paid,
        coalesce(bool_or(s.status <> 'cancelled'), false) as live,
        max(s.updated_at) as ended
      from firsts f left join ${subscriptions} s on s.customer_id = f.customer_id
      group by f.customer_id, f.first_paid
    )
    select
      to_char(date_trunc('week', first_paid at time zone ${SHOP_TIME_ZONE}), 'YYYY-MM-DD') as week,
      case when live then null
        else greatest(0, floor(extract(epoch from coalesce(ended, first_paid) - first_paid) / 604800))::int
      end as weeks_kept,
      count(*)::int as customers
    from kept
    group by 1, 2
  `);
  const { rows } = result as unknown as {
    rows: Array<{ week: string; weeks_kept: number | null; customers: number }>;
  };
  return rows.map((row) => ({
    week: row.week,
    weeksKept: row.weeks_kept === null ? null : Number(row.weeks_kept),
    customers: Number(row.customers),
  }));
}
