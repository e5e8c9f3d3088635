import { handler, parseId } from '@/server/api';
import { packBox } from '@/server/services/fulfilment/shipment-service';

export const config = { api: { bodyParser: false } };

/** POST: marks the box packed (again: no change). 409 while its date is a forecast. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const staff = await requireStaff('fulfilment.write');
    return packBox(db, { orderId: parseId(query.orderId), petId: parseId(query.petId) }, staff);
  },
});
