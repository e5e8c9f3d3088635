import { handler, parseId, validate } from '@/server/api';
import { shipBox, shipSchema } from '@/server/services/fulfilment/shipment-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { carrier, tracking_number, tracking_url? }: marks a packed box shipped and emails the
 * customer once. The same tracking again changes nothing; another one is a 409.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const staff = await requireStaff('fulfilment.write');
    const box = { orderId: parseId(query.orderId), petId: parseId(query.petId) };
    return shipBox(db, box, staff, await validate(shipSchema, body ?? {}));
  },
});
