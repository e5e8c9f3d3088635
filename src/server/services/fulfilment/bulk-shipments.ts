import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '@/server/admin/audit';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { orderItems, orders, shipments } from '@/server/db/schema';
import { selectForBulk, type BulkCandidate } from '@/domain/bulk-selection';
import { MAX_IMPORT_ROWS, readTrackingCsv, type TrackingImportRow } from '@/domain/carrier-csv';
import { isPackable } from '@/domain/fulfilment-schedule';
import type { BulkPackView, TrackingImportView } from '@/contracts/admin/orders';
import { fulfilmentToday } from './fulfilment-clock';
import { applyBoxAction, type StaffActor } from './shipment-service';

/** The most boxes one bulk call touches; a bigger date or file is refused whole (422). */
export const MAX_BULK_BOXES = MAX_IMPORT_ROWS;
/** Boxes per transaction: a failure loses one batch, and locks are held for a moment. */
const BATCH = 100;
const PLAN_TYPES = ['FR', 'DY', 'MX'];

const tooMany = (count: number) =>
  new DomainError(
    'too_many_boxes',
    `That is ${count} boxes; a bulk action takes at most ${MAX_BULK_BOXES} at a time.`,
  );

/** Every box (pup's plan line) of the orders matched, with its order's payment and hold. */
async function candidates(db: Database, where: ReturnType<typeof and>, limit: number) {
  const rows = await db
    .select({
      orderId: orders.id,
      petId: sql<number>`${orderItems.petId}`,
      orderStatus: orders.status,
      holdReason: orders.holdReason,
      deliveryDate: orders.deliveryDate,
      status: shipments.status,
    })
    .from(orders)
    .innerJoin(
      orderItems,
      and(
        eq(orderItems.orderId, orders.id),
        inArray(orderItems.productType, PLAN_TYPES),
        sql`${orderItems.petId} is not null`,
      ),
    )
    .leftJoin(
      shipments,
      and(eq(shipments.orderId, orders.id), eq(shipments.petId, orderItems.petId)),
    )
    .where(where)
    .orderBy(asc(orders.id), asc(orderItems.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status ?? ('pending' as const) }));
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += BATCH)
    out.push(items.slice(index, index + BATCH));
  return out;
}

const reasonOf = (error: unknown) => {
  if (error instanceof DomainError) return error.detail ?? error.code;
  throw error;
};

/**
 * Packs every box of a delivery date in one action: held and unpaid boxes are skipped and
 * reported with their reason; each box packs through the one shipment rule (audited), a batch
 * of boxes per transaction with a summary audit row of its own.
 */
export async function packDate(
  db: Database,
  date: string,
  actor: StaffActor,
): Promise<BulkPackView> {
  if (!isPackable(date, fulfilmentToday()))
    throw new DomainError(
      'not_packable',
      'These boxes are a forecast: the date’s cut-off has not passed, so customers can still change them.',
    );
  const boxes = await candidates(
    db,
    and(eq(orders.deliveryDate, date), ne(orders.status, 'failed')),
    MAX_BULK_BOXES + 1,
  );
  if (boxes.length > MAX_BULK_BOXES) throw tooMany(boxes.length);
  const selection = selectForBulk('pack', boxes);
  const skipped: BulkPackView['skipped'] = selection.skipped
    .filter(({ reason }) => reason !== 'already_packed')
    .map(({ box, reason }) => ({ order_id: box.orderId, pet_id: box.petId, reason }));
  let packed = 0;
  for (const batch of batches(selection.act)) {
    await db.transaction(async (tx) => {
      const done: string[] = [];
      for (const box of batch) {
        try {
          if ((await applyBoxAction(tx, box, actor, { kind: 'pack' })) === 'changed') {
            packed += 1;
            done.push(`${box.orderId}-${box.petId}`);
          }
        } catch (error) {
          skipped.push({ order_id: box.orderId, pet_id: box.petId, reason: reasonOf(error) });
        }
      }
      await recordAudit(tx, {
        staffId: actor.staffId,
        action: 'fulfilment.bulk_pack',
        targetType: 'delivery_date',
        targetId: date,
        after: { packed: done },
      });
    });
  }
  return { delivery_date: date, packed, skipped };
}

type Box = BulkCandidate & { deliveryDate: string };

/** Why a row's order cannot ship, or null when every box of it may. */
function rowRefusal(row: TrackingImportRow, boxes: Box[]): string | null {
  if (boxes.length === 0) return `Order #${row.orderId} has no box to ship.`;
  const [first] = boxes;
  if (first!.orderStatus !== 'paid') return `Order #${row.orderId} is not paid.`;
  if (first!.holdReason === 'refunded')
    return `Order #${row.orderId} was refunded in full: do not ship.`;
  if (first!.holdReason) return `Order #${row.orderId} is on hold.`;
  return null;
}

/**
 * A carrier's tracking file applied: every row checked first (line numbers for each error),
 * then each valid row's boxes packed if need be and shipped with its number, a batch of rows
 * per transaction. Shipping goes through the one shipment rule, so a box already shipped with
 * that number is left as it is and its customer is not emailed again: importing a file twice
 * changes nothing the second time.
 */
export async function importTracking(
  db: Database,
  csv: string,
  actor: StaffActor,
): Promise<TrackingImportView> {
  const file = readTrackingCsv(csv, MAX_BULK_BOXES);
  if (!file.ok) {
    if (file.reason === 'too_many_rows') throw new DomainError('too_many_boxes', file.detail);
    throw new ValidationError({ csv: [file.detail] });
  }
  const errors = [...file.errors];
  const ids = file.rows.map((row) => row.orderId);
  const boxes = ids.length ? await candidates(db, inArray(orders.id, ids), MAX_BULK_BOXES + 1) : [];
  if (boxes.length > MAX_BULK_BOXES) throw tooMany(boxes.length);
  const today = fulfilmentToday();
  const ready: { row: TrackingImportRow; boxes: Box[] }[] = [];
  for (const row of file.rows) {
    const own = boxes.filter((box) => box.orderId === row.orderId);
    const refusal =
      rowRefusal(row, own) ??
      (isPackable(own[0]!.deliveryDate, today)
        ? null
        : `Order #${row.orderId} is for ${own[0]!.deliveryDate}, whose cut-off has not passed.`);
    if (refusal) errors.push({ line: row.line, message: refusal });
    else ready.push({ row, boxes: own });
  }
  let shipped = 0;
  let unchanged = 0;
  for (const batch of batches(ready)) {
    await db.transaction(async (tx) => {
      const applied: number[] = [];
      for (const { row, boxes: own } of batch) {
        let changed = false;
        try {
          for (const box of own) {
            if (box.status === 'pending') await applyBoxAction(tx, box, actor, { kind: 'pack' });
            const outcome = await applyBoxAction(tx, box, actor, {
              kind: 'ship',
              carrier: row.carrier,
              tracking_number: row.trackingNumber,
              tracking_url: row.trackingUrl,
            });
            changed ||= outcome === 'changed';
          }
        } catch (error) {
          errors.push({ line: row.line, message: reasonOf(error) });
          continue;
        }
        if (changed) {
          shipped += 1;
          applied.push(row.line);
        } else unchanged += 1;
      }
      if (applied.length)
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'fulfilment.tracking_import',
          targetType: 'tracking_file',
          targetId: `lines ${applied[0]}-${applied[applied.length - 1]}`,
          after: { lines: applied },
        });
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { shipped, unchanged, errors };
}
