import type { ParcelStatus } from '@/domain/parcel-tracking';
import type { Carrier } from '@/domain/tracking-numbers';

/** One thing a carrier said about one parcel, in the shop's terms whatever the carrier's. */
export interface CarrierEvent {
  carrier: Carrier;
  /** The carrier's own id for the event: the same event resent keeps it. */
  eventId: string;
  trackingNumber: string;
  status: ParcelStatus;
  occurredAt: Date;
}

/** Why a webhook delivery was refused: its signature (401) or its body (400). */
export class CarrierWebhookError extends Error {
  constructor(
    message: string,
    readonly kind: 'signature' | 'payload',
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'CarrierWebhookError';
  }
}

/**
 * A source of tracking news. A real adapter (a carrier's or an aggregator's API) verifies and
 * translates its own webhook format; every adapter hands the same CarrierEvent to the one
 * ingestion path (services/tracking/parcel-events.ts).
 */
export interface CarrierProvider {
  readonly name: string;
  /** Whether webhook deliveries can be authenticated at all (a secret is configured). */
  readonly acceptsWebhooks: boolean;
  /** Verifies a delivery over its raw bytes, then reads its events; throws CarrierWebhookError. */
  parseWebhook(body: Buffer, signature: string | undefined): CarrierEvent[];
}
