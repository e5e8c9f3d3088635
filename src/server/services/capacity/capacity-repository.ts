import { readAll } from '@/server/db/read-all';
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { deliveryDayCapacity, kitchenCapacity } from '@/server/db/schema';
import {
  DEFAULT_BOXES_PER_DAY,
  loadLookup,
  type CapacitySettings,
  type DayLoad,
} from '@/domain/kitchen-capacity';

type Rows<T> = { rows: T[] };

export const SETTINGS_ROW = 1;

/** The default and the overrides of the dates from `from` to `to` (both included). */
export async function capacitySettings(
  db: Database,
  from: string,
  to: string,
): Promise<CapacitySettings & { updatedBy: number | null; updatedAt: Date | null }> {
  const [[row], overrides] = await readAll(db, [
    () => db.select().from(kitchenCapacity).where(eq(kitchenCapacity.id, SETTINGS_ROW)),
    () =>
      db
        .select({ date: deliveryDayCapacity.deliveryDate, boxes: deliveryDayCapacity.boxes })
        .from(deliveryDayCapacity)
        .where(
          and(
            gte(deliveryDayCapacity.deliveryDate, from),
            lte(deliveryDayCapacity.deliveryDate, to),
            isNotNull(deliveryDayCapacity.boxes),
          ),
        ),
  ]);
  return {
    defaultBoxes: row?.defaultBoxes ?? DEFAULT_BOXES_PER_DAY,
    overrides: new Map(overrides.map((o) => [o.date, o.boxes!])),
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * What is booked per day from `from` to `to`: paid boxes and plans due and not charged yet, read
 * from fulfilment's tallies (kept by triggers, so every writer counts), plus first boxes whose
 * payment is being taken (their order is claimed but not paid, so the tallies do not have them
 * yet; without them two checkouts could both take the last slot).
 */
const bookedSql = (from: string, to: string) => sql`
  select to_char(delivery_date, 'YYYY-MM-DD') as day, sum(amount)::int as booked
  from fulfilment_tallies
  where delivery_date >= ${from} and delivery_date <= ${to} and tally in ('boxes', 'forecast')
  group by delivery_date
  union all
  select to_char(o.delivery_date, 'YYYY-MM-DD'), count(*)::int
  from orders o join order_items i on i.order_id = o.id
  where o.delivery_date >= ${from} and o.delivery_date <= ${to}
    and o.kind = 'first_box' and o.status in ('processing', 'captured')
    and i.product_type in ('FR', 'DY', 'MX') and i.pet_id is not null
  group by o.delivery_date`;

export async function bookedBetween(
  db: Database,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const result = (await db.execute(bookedSql(from, to))) as unknown as Rows<{
    day: string;
    booked: number;
  }>;
  const booked = new Map<string, number>();
  for (const row of result.rows) booked.set(row.day, (booked.get(row.day) ?? 0) + row.booked);
  return booked;
}

/**
 * Each day's booked count and capacity from `from` to `to`, as a lookup for the rule: one
 * statement (plan lists read it on every My plan load, within their query budget).
 */
export async function loadsBetween(
  db: Database,
  from: string,
  to: string,
): Promise<(date: string) => DayLoad> {
  const result = (await db.execute(sql`
    select
      (select default_boxes from kitchen_capacity where id = ${SETTINGS_ROW}) as default_boxes,
      (select coalesce(jsonb_object_agg(to_char(delivery_date, 'YYYY-MM-DD'), boxes), '{}')
        from delivery_day_capacity
        where delivery_date >= ${from} and delivery_date <= ${to} and boxes is not null
      ) as overrides,
      (select coalesce(jsonb_object_agg(day, booked), '{}')
        from (select day, sum(booked)::int as booked from (${bookedSql(from, to)}) b group by day) d
      ) as booked
  `)) as unknown as Rows<{
    default_boxes: number | null;
    overrides: Record<string, number>;
    booked: Record<string, number>;
  }>;
  const row = result.rows[0]!;
  return loadLookup(new Map(Object.entries(row.booked)), {
    defaultBoxes: row.default_boxes ?? DEFAULT_BOXES_PER_DAY,
    overrides: new Map(Object.entries(row.overrides)),
  });
}

/** Locks a day's capacity row (made on first use) until the transaction ends. */
export async function lockDay(tx: Database, date: string): Promise<void> {
  await tx.insert(deliveryDayCapacity).values({ deliveryDate: date }).onConflictDoNothing();
  await tx
    .select({ date: deliveryDayCapacity.deliveryDate })
    .from(deliveryDayCapacity)
    .where(eq(deliveryDayCapacity.deliveryDate, date))
    .for('update');
}
