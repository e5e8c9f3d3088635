// The renewal benchmark's SQL: progress while a run goes, and the check after it that every due
// box has exactly one order and one capture at the provider (none doubled, none lost).
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function progress(db: Database): Promise<{ paid: number }> {
  const [row] = await rows<{ paid: number }>(
    db,
    sql`select count(*)::int as paid from orders where kind = 'renewal' and status = 'paid'`,
  );
  return row!;
}

export interface BoxCheck {
  /** Boxes with one paid order, one succeeded payment recorded and one capture at the provider. */
  ok: number;
  /** Boxes with more than one order, recorded payment or capture. */
  doubled: number;
  /** Boxes with no paid order or no capture. */
  lost: number;
  /** From the first order made to the last payment recorded. */
  chargingSeconds: number;
}

/** Each seeded box (a bench customer's plan, for the seeded delivery date), checked in SQL. */
export async function boxCheck(db: Database, delivery: string): Promise<BoxCheck> {
  const [row] = await rows<BoxCheck>(
    db,
    sql`with boxes as (
          select s.id, 'subscription-' || s.id || '-' || ${delivery} as key
          from subscriptions s join customers c on c.id = s.customer_id
          where c.email like 'bench-%@example.test' and c.email <> 'bench-prototype@example.test'
        ), captures as (
          select (data->'metadata'->>'order_id')::int as order_id, count(*) as n
          from offline_payment_objects
          where object = 'payment_intent' and data->>'status' = 'succeeded'
          group by 1
        ), per_box as (
          select b.id,
            count(o.id) as orders,
            count(o.id) filter (where o.status = 'paid') as paid,
            coalesce(sum(c.n), 0) as captures,
            count(p.id) filter (where p.status = 'succeeded') as recorded
          from boxes b
          left join orders o on o.renewal_key = b.key
          left join captures c on c.order_id = o.id
          left join payments p on p.id = o.payment_id
          group by b.id
        )
        select
          count(*) filter (where orders = 1 and paid = 1 and captures = 1 and recorded = 1)::int as ok,
          count(*) filter (where orders > 1 or captures > 1 or recorded > 1)::int as doubled,
          count(*) filter (where paid = 0 or captures = 0)::int as lost,
          coalesce(extract(epoch from
            (select max(updated_at) from payments) - (select min(created_at) from orders where kind = 'renewal')
          ), 0)::float as "chargingSeconds"
        from per_box`,
  );
  return row!;
}

export interface TakenOver {
  /** Charge jobs a worker took over from another (retried after their worker died). */
  jobs: number;
  /** From the kill to the last of them done, in seconds (null when none was taken over). */
  seconds: number | null;
}

/** The database's clock, for measuring against the jobs' own times. */
export async function databaseNow(db: Database): Promise<Date> {
  const [row] = await rows<{ now: Date }>(db, sql`select now() as now`);
  return new Date(row!.now);
}

/**
 * The boxes a killed worker held: their charge jobs are the ones pg-boss retried (expired in the
 * dead worker's hands), and the last of them done tells how long the recovery took.
 */
export async function takenOver(db: Database, killedAt: Date): Promise<TakenOver> {
  const [row] = await rows<TakenOver>(
    db,
    sql`select count(*)::int as jobs,
          extract(epoch from max(completed_on) - ${killedAt.toISOString()}::timestamptz)::float as seconds
        from job_queue.job
        where name = 'renewal-charges' and state = 'completed' and retry_count > 0`,
  );
  return row!;
}
