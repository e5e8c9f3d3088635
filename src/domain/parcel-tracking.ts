import { addDays } from './delivery-schedule';

/**
 * A box's journey after the warehouse: the warehouse's own state (shipment-state.ts: pending →
 * packed → shipped) is kept apart from what the carrier later tells us about the parcel, so the
 * console's counts, tallies and actions keep meaning "left the kitchen". The carrier's news:
 * out for delivery, delivered, and two exceptions a customer must hear about: delayed (a failed
 * attempt, weather, a missed connection: the parcel is still coming) and returned (coming back to
 * us: it will not arrive). Delivered and returned are final.
 */
export const PARCEL_STATUSES = ['out_for_delivery', 'delivered', 'delayed', 'returned'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** What a customer sees for one box. */
export type TrackingStatus = 'packed' | 'shipped' | ParcelStatus;

export function trackingStatus(
  warehouse: 'packed' | 'shipped',
  parcel: ParcelStatus | null,
): TrackingStatus {
  return warehouse === 'shipped' && parcel ? parcel : warehouse;
}

export interface ParcelState {
  /** Only a shipped box is with a carrier: news for a box still in the kitchen is not ours. */
  shipped: boolean;
  status: ParcelStatus | null;
  /** When the carrier saw the current status (its event time, not when we heard of it). */
  since: Date | null;
}

export type ParcelTransition =
  | { outcome: 'change'; to: ParcelStatus }
  | { outcome: 'unchanged' }
  | { outcome: 'ignored'; reason: 'not_shipped' | 'final' | 'stale' };

const FINAL: ReadonlySet<ParcelStatus> = new Set(['delivered', 'returned']);

/**
 * One carrier event against a parcel. Carriers resend events and deliver them out of order, so:
 * the same status again changes nothing; nothing moves a delivered or returned box; an event
 * older than the current status is stale (a late "out for delivery" never undoes "delayed" seen
 * after it). Out for delivery and delayed may alternate (a failed attempt, then a new one).
 */
export function nextParcelState(
  current: ParcelState,
  event: { status: ParcelStatus; occurredAt: Date },
): ParcelTransition {
  if (!current.shipped) return { outcome: 'ignored', reason: 'not_shipped' };
  if (current.status === event.status) return { outcome: 'unchanged' };
  if (current.status && FINAL.has(current.status)) return { outcome: 'ignored', reason: 'final' };
  if (current.since && event.occurredAt.getTime() < current.since.getTime())
    // A final event still ends the journey: "delivered" cannot be stale against "delayed".
    return FINAL.has(event.status)
      ? { outcome: 'change', to: event.status }
      : { outcome: 'ignored', reason: 'stale' };
  return { outcome: 'change', to: event.status };
}

/** Two days after its delivery date a box that has not arrived is late enough to report. */
export const LATE_AFTER_DAYS = 2;

/**
 * The shop day "Report a problem" opens for an order: the day its first box was delivered (or
 * came back to us), or two days after its delivery date, whichever comes first. Days are shop
 * days (US Eastern), so the answer does not depend on where the browser is.
 */
export function problemReportOpensOn(input: {
  deliveryDate: string;
  /** Shop days on which the carrier said a box of the order was delivered or returned. */
  arrivedOn: ReadonlyArray<string>;
}): string {
  const late = addDays(input.deliveryDate, LATE_AFTER_DAYS);
  return [late, ...input.arrivedOn].sort()[0]!;
}
