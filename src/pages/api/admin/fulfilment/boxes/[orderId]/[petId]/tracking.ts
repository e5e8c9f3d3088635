import { handler, parseId, validate } from '@/server/api';
import { correctTracking, shipSchema } from '@/server/services/fulfilment/shipment-service';

export const config = { api: { bodyParser: false } };

/**
 * PUT { carrier, tracking_number, tracking_url? }: corrects a shipped box's tracking number (a
 * typo on the label scan); the audit row keeps the old one. 409 for a box not shipped yet.
 */
export default handler({
  PUT: async ({ db, body, query, requireStaff }) => {
    const staff = await requireStaff('fulfilment.write');
    const box = { orderId: parseId(query.orderId), petId: parseId(query.petId) };
    return correctTracking(db, box, staff, await validate(shipSchema, body ?? {}));
  },
});
