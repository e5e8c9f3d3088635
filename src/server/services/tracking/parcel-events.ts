import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carrierEvents, customers, orders, pets, shipments } from '@/server/db/schema';
import { nextParcelState, type ParcelStatus } from '@/domain/parcel-tracking';
import { shopToday } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { CARRIER_NAMES } from '@/domain/tracking-numbers';
import { sendTemplate } from '@/server/email/templates/define-email';
import { deliveredEmail } from '@/server/email/templates/delivered-email';
import type { CarrierEvent } from '@/server/carriers';
import { clockNow } from '@/server/clock';
import { eraseAddressAfterDelivery } from '../data-rights/erase-personal-data';

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknown_parcel' | 'ignored';

const STAMP: Record<ParcelStatus, 'outForDeliveryAt' | 'deliveredAt' | 'delayedAt' | 'returnedAt'> =
  {
    out_for_delivery: 'outForDeliveryAt',
    delivered: 'deliveredAt',
    delayed: 'delayedAt',
    returned: 'returnedAt',
  };

/** The delivered email, written with the change so it goes out once per delivered box. */
async function sendDelivered(tx: Database, shipment: ShipmentRow, at: Date) {
  const [row] = await tx
    .select({ email: customers.email, firstName: customers.firstName, pupName: pets.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(pets, eq(pets.id, shipment.petId))
    .where(eq(orders.id, shipment.orderId));
  if (!row) return;
  await sendTemplate(tx, row.email, deliveredEmail, {
    firstName: row.firstName,
    pupName: row.pupName,
    orderNumber: shipment.orderId,
    // 'Other carrier' reads oddly in a sentence.
    carrier:
      shipment.carrier && shipment.carrier !== 'other'
        ? CARRIER_NAMES[shipment.carrier]
        : 'Our delivery partner',
    deliveredAt: longDate(shopToday(at)),
  });
}

type ShipmentRow = typeof shipments.$inferSelect;

/**
 * Moves locked parcels by the parcel rule, with what goes with each move (the delivered email,
 * a deleted account's address erased once its box arrived). The carrier's events and staff's
 * "Mark delivered" (for a carrier that sends none) both come here, so a box delivered by hand
 * opens its claim window and tells the customer exactly as a carrier event would.
 */
export async function moveParcels(
  tx: Database,
  parcels: ShipmentRow[],
  status: ParcelStatus,
  occurredAt: Date,
): Promise<EventOutcome> {
  let outcome: EventOutcome = parcels.length ? 'ignored' : 'unknown_parcel';
  for (const parcel of parcels) {
    const transition = nextParcelState(
      {
        shipped: parcel.status === 'shipped',
        status: parcel.parcelStatus,
        since: parcel.parcelStatusAt,
      },
      { status, occurredAt },
    );
    if (transition.outcome === 'unchanged' && outcome !== 'applied') outcome = 'unchanged';
    if (transition.outcome !== 'change') continue;
    outcome = 'applied';
    await tx
      .update(shipments)
      .set({
        parcelStatus: transition.to,
        parcelStatusAt: occurredAt,
        [STAMP[transition.to]]: occurredAt,
      })
      .where(eq(shipments.id, parcel.id));
    if (transition.to === 'delivered') await sendDelivered(tx, parcel, occurredAt);
    // A deleted account's box kept its address only until it arrived (or came back).
    if (transition.to === 'delivered' || transition.to === 'returned')
      await eraseAddressAfterDelivery(tx, parcel.orderId);
  }
  return outcome;
}

/**
 * The one way carrier news reaches a box (the webhook and the offline carrier's test mode both
 * come here). Each event is recorded once under its (carrier, event id): a resent event is a
 * duplicate and changes nothing. Its parcels (a parcel's boxes share its tracking number) are
 * locked and moved by the parcel rule, which never moves one backwards.
 */
export async function ingestCarrierEvent(
  db: Database,
  event: CarrierEvent,
  now = clockNow(),
  /** Test mode only: the boxes of this order, though other orders share its tracking number. */
  orderId?: number,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(carrierEvents)
      .values({
        carrier: event.carrier,
        eventId: event.eventId,
        trackingNumber: event.trackingNumber,
        status: event.status,
        occurredAt: event.occurredAt,
        receivedAt: now,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: carrierEvents.id });
    if (!recorded) return 'duplicate';
    const parcels = await tx
      .select()
      .from(shipments)
      .where(
        and(
          eq(shipments.carrier, event.carrier),
          eq(shipments.trackingNumber, event.trackingNumber),
          orderId === undefined ? undefined : eq(shipments.orderId, orderId),
        ),
      )
      .orderBy(shipments.id)
      .for('update');
    const outcome = await moveParcels(tx, parcels, event.status, event.occurredAt);
    await tx
      .update(carrierEvents)
      .set({ outcome, shipmentId: parcels[0]?.id ?? null })
      .where(eq(carrierEvents.id, recorded.id));
    return outcome;
  });
}

/** Several events in the order given (a webhook delivery), each in its own transaction. */
export async function ingestCarrierEvents(
  db: Database,
  events: CarrierEvent[],
  now = clockNow(),
  orderId?: number,
) {
  const outcomes: EventOutcome[] = [];
  for (const event of events) outcomes.push(await ingestCarrierEvent(db, event, now, orderId));
  return outcomes;
}
