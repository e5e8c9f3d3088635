import { and, eq } from 'drizzle-orm';
import { mixed, number, object } from 'yup';
import { handler, validate } from '@/server/api';
import { shipments } from '@/server/db/schema';
import { OfflineCarrierProvider } from '@/server/carriers';
import { ingestCarrierEvents } from '@/server/services/tracking/parcel-events';
import { clockNow } from '@/server/clock';

const schema = object({
  order_id: number().required().integer().positive(),
  status: mixed<'out_for_delivery' | 'delivered'>()
    .required()
    .oneOf(['out_for_delivery', 'delivered'] as const),
});

/**
 * POST { order_id, status }: the offline carrier's test mode. Sends the events a carrier would
 * for each shipped box of the order (out for delivery; delivered) through the same ingestion as
 * the carrier webhook. E2E server only.
 */
export default handler({
  POST: async ({ db, body }) => {
    const { order_id: orderId, status } = await validate(schema, body);
    const parcels = await db
      .select({ carrier: shipments.carrier, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'shipped')));
    const now = clockNow();
    const events = parcels.flatMap((parcel) =>
      OfflineCarrierProvider.testEvents(
        { orderId, carrier: parcel.carrier!, trackingNumber: parcel.trackingNumber! },
        status,
        now,
      ),
    );
    const outcomes = await ingestCarrierEvents(db, events, now, orderId);
    return { parcels: parcels.length, outcomes };
  },
});
