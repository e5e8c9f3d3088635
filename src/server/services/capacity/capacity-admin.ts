import { readAll } from '@/server/db/read-all';
import { clockNow } from '@/server/clock';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type {
  CapacityDayInput,
  CapacityDaysView,
  CapacityDefaultInput,
  CapacityOverrideView,
  CapacitySettingsView,
} from '@/contracts/admin/capacity';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { deliveryDayCapacity, kitchenCapacity } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { addDays, isDeliveryDay, parseIsoDate, shopToday } from '@/domain/delivery-schedule';
import { DEFAULT_BOXES_PER_DAY, freeSlots } from '@/domain/kitchen-capacity';
import { capacitySettings, loadsBetween, SETTINGS_ROW } from './capacity-repository';

/** How far ahead fulfilment's capacity table looks. */
export const CAPACITY_VIEW_DAYS = 28;

async function overridesFrom(db: Database, from: string): Promise<CapacityOverrideView[]> {
  const rows = await db
    .select()
    .from(deliveryDayCapacity)
    .where(and(gte(deliveryDayCapacity.deliveryDate, from), isNotNull(deliveryDayCapacity.boxes)))
    .orderBy(asc(deliveryDayCapacity.deliveryDate));
  return rows.map((row) => ({
    delivery_date: row.deliveryDate,
    boxes: row.boxes!,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  }));
}

export async function getCapacitySettings(
  db: Database,
  today = shopToday(clockNow()),
): Promise<CapacitySettingsView> {
  const [[row], overrides] = await readAll(db, [
    () => db.select().from(kitchenCapacity).where(eq(kitchenCapacity.id, SETTINGS_ROW)),
    () => overridesFrom(db, today),
  ]);
  return {
    default_boxes: row?.defaultBoxes ?? DEFAULT_BOXES_PER_DAY,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
    overrides,
  };
}

/** An owner sets the default: the row and its audit entry in one transaction. */
export async function updateCapacityDefault(
  db: Database,
  staffId: number,
  input: CapacityDefaultInput,
  today = shopToday(clockNow()),
): Promise<CapacitySettingsView> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(kitchenCapacity)
      .where(eq(kitchenCapacity.id, SETTINGS_ROW))
      .for('update');
    const values = { defaultBoxes: input.default_boxes, updatedBy: staffId, updatedAt: clockNow() };
    await tx
      .insert(kitchenCapacity)
      .values({ id: SETTINGS_ROW, ...values })
      .onConflictDoUpdate({ target: kitchenCapacity.id, set: values });
    await recordAudit(tx, {
      staffId,
      action: 'capacity.default',
      targetType: 'kitchen_capacity',
      targetId: SETTINGS_ROW,
      before: { default_boxes: before?.defaultBoxes ?? DEFAULT_BOXES_PER_DAY },
      after: { default_boxes: input.default_boxes },
    });
    return getCapacitySettings(tx, today);
  });
}

/** A day an owner may set: a delivery day (400 otherwise), today or later (422 otherwise). */
export function capacityDateParam(value: unknown, today = shopToday(clockNow())): string {
  const text = Array.isArray(value) ? value[0] : value;
  const date = typeof text === 'string' && parseIsoDate(text) ? text : null;
  if (!date) throw new DomainError('invalid_date', 'Give the delivery date as YYYY-MM-DD.');
  if (date < today)
    throw new DomainError('date_in_past', 'That day has gone: set the capacity of a coming day.');
  if (!isDeliveryDay(date))
    throw new DomainError(
      'not_a_delivery_day',
      'Boxes arrive Tuesday to Saturday, except on carrier holidays: pick a delivery day.',
    );
  return date;
}

/**
 * An owner sets one day's boxes (`boxes`) or gives the day back to the default (null), audited
 * in the same transaction. Lowering a day below what is booked refuses nobody already on it:
 * new first boxes, moves and reactivations just stop being offered the day.
 */
export async function setCapacityDay(
  db: Database,
  staffId: number,
  date: string,
  input: CapacityDayInput | null,
): Promise<CapacityOverrideView | null> {
  return db.transaction(async (tx) => {
    // The day's row lock, as bookings take it: a change waits for a booking in flight.
    await tx.insert(deliveryDayCapacity).values({ deliveryDate: date }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(deliveryDayCapacity)
      .where(eq(deliveryDayCapacity.deliveryDate, date))
      .for('update');
    const [row] = await tx
      .update(deliveryDayCapacity)
      .set({ boxes: input?.boxes ?? null, updatedBy: staffId, updatedAt: clockNow() })
      .where(eq(deliveryDayCapacity.deliveryDate, date))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: input ? 'capacity.day' : 'capacity.day_cleared',
      targetType: 'delivery_day',
      targetId: date,
      before: { boxes: before?.boxes ?? null },
      after: { boxes: row!.boxes },
    });
    return row!.boxes === null
      ? null
      : {
          delivery_date: date,
          boxes: row!.boxes,
          updated_at: row!.updatedAt.toISOString(),
          updated_by: row!.updatedBy,
        };
  });
}

/** The coming delivery days with what is booked against what the kitchen can pack. */
export async function capacityDays(
  db: Database,
  today = shopToday(clockNow()),
): Promise<CapacityDaysView> {
  const to = addDays(today, CAPACITY_VIEW_DAYS);
  const [loadOf, settings] = await readAll(db, [
    () => loadsBetween(db, today, to),
    () => capacitySettings(db, today, to),
  ]);
  const results = [];
  for (let date = addDays(today, 1); date <= to; date = addDays(date, 1)) {
    if (!isDeliveryDay(date)) continue;
    const load = loadOf(date);
    results.push({
      delivery_date: date,
      booked: load.booked,
      capacity: load.capacity,
      free: freeSlots(load),
      override: settings.overrides.has(date),
    });
  }
  return { results };
}
