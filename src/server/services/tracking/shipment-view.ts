import type { ShipmentRow } from '@/server/db/schema';
import type { OrderShipmentView } from '@/contracts/orders';
import { shopToday } from '@/domain/delivery-schedule';
import { trackingStatus } from '@/domain/parcel-tracking';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One box as its customer follows it: the warehouse's steps, then the carrier's. */
export function shipmentView(shipment: ShipmentRow, petName: string): OrderShipmentView {
  const arrived =
    shipment.status === 'shipped' ? (shipment.deliveredAt ?? shipment.returnedAt) : null;
  return {
    pet_id: shipment.petId,
    pet_name: petName,
    status: shipment.status,
    tracking_status: trackingStatus(shipment.status, shipment.parcelStatus),
    carrier: shipment.carrier,
    tracking_number: shipment.trackingNumber,
    tracking_url: shipment.trackingUrl,
    packed_at: shipment.packedAt.toISOString(),
    shipped_at: iso(shipment.shippedAt),
    out_for_delivery_at: iso(shipment.outForDeliveryAt),
    delivered_at: iso(shipment.deliveredAt),
    arrived_on: arrived ? shopToday(arrived) : null,
  };
}
