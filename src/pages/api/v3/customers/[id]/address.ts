import { addressSaveSchema } from '@/contracts/customers';
import { handler, validate } from '@/server/api';
import { getAddress } from '@/server/services/customers/address';
import { openBoxesOf, saveAddressForOrders } from '@/server/services/customers/address-to-orders';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => {
    const { id } = await requireSelf();
    const address = await getAddress(db, id);
    return address && { ...address, open_boxes: await openBoxesOf(db, id) };
  },
  /** apply_to_orders: also send the boxes ordered and not packed yet to the new address. */
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return saveAddressForOrders(db, id, await validate(addressSaveSchema, body));
  },
});
