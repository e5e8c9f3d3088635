import { array, date, mixed, object, string, ValidationError as YupError } from 'yup';
import { PARCEL_STATUSES, type ParcelStatus } from '@/domain/parcel-tracking';
import { CARRIER_CODES, normalizeTrackingNumber, type Carrier } from '@/domain/tracking-numbers';
import { CarrierWebhookError, type CarrierEvent, type CarrierProvider } from '../types';
import { verifyCarrierWebhook } from './offline-signature';

/** The shop's own event format: what a tracking aggregator's adapter would translate into. */
const deliverySchema = object({
  events: array(
    object({
      id: string().trim().required().max(120),
      carrier: mixed<Carrier>()
        .required()
        .oneOf([...CARRIER_CODES]),
      tracking_number: string().trim().required().max(60),
      status: mixed<ParcelStatus>()
        .required()
        .oneOf([...PARCEL_STATUSES]),
      occurred_at: date().required().typeError('occurred_at must be an ISO 8601 time.'),
    }).noUnknown(),
  )
    .required()
    .min(1)
    .max(100),
}).noUnknown();

/**
 * No carrier API: staff enter tracking numbers at the ship action, links are built from each
 * carrier's public tracking page (tracking-numbers.ts), and news arrives only as signed events
 * in the shop's format (CARRIER_WEBHOOK_SECRET) or from its test mode (testEvents). Without a
 * secret no delivery is accepted; "Report a problem" then opens two days after the delivery date.
 */
export class OfflineCarrierProvider implements CarrierProvider {
  readonly name = 'offline';

  constructor(private readonly secret: string | null) {}

  get acceptsWebhooks() {
    return Boolean(this.secret);
  }

  parseWebhook(body: Buffer, signature: string | undefined): CarrierEvent[] {
    if (!this.secret) throw new CarrierWebhookError('No carrier webhook secret.', 'signature');
    verifyCarrierWebhook(body, signature, this.secret);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new CarrierWebhookError('The body is not JSON.', 'payload');
    }
    try {
      const parsed = deliverySchema.validateSync(json, { abortEarly: false, stripUnknown: false });
      return parsed.events.map((event) => ({
        carrier: event.carrier,
        eventId: event.id,
        trackingNumber: normalizeTrackingNumber(event.tracking_number),
        status: event.status,
        occurredAt: event.occurred_at,
      }));
    } catch (error) {
      if (!(error instanceof YupError)) throw error;
      const fields: Record<string, string[]> = {};
      for (const inner of error.inner.length ? error.inner : [error])
        (fields[inner.path || 'non_field_errors'] ??= []).push(inner.message);
      throw new CarrierWebhookError('The events are malformed.', 'payload', fields);
    }
  }

  /**
   * Test mode: the events a carrier would send to bring a shipped parcel to `to` (delivered
   * passes through out for delivery). Their ids are fixed per order, parcel and status, so
   * asking twice sends the same events and changes nothing the second time (test data reuses
   * one tracking number across orders: the order keeps them apart).
   */
  static testEvents(
    parcel: { orderId: number; carrier: Carrier; trackingNumber: string },
    to: 'out_for_delivery' | 'delivered',
    now: Date,
  ): CarrierEvent[] {
    const steps: ParcelStatus[] =
      to === 'delivered' ? ['out_for_delivery', 'delivered'] : ['out_for_delivery'];
    return steps.map((status, index) => ({
      carrier: parcel.carrier,
      eventId: `offline_${parcel.orderId}_${parcel.trackingNumber}_${status}`,
      trackingNumber: parcel.trackingNumber,
      status,
      // A second apart, in order, and never after now.
      occurredAt: new Date(now.getTime() - (steps.length - 1 - index) * 1000),
    }));
  }
}
