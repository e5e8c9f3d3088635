import { addressSaveSchema } from '@/contracts/customers';
import { handler, validate } from '@/server/api';
import type { ReadCaller } from '@/server/auth/read-caller';
import { getAddress } from '@/server/services/customers/address';
import { openBoxesOf, saveAddressForOrders } from '@/server/services/customers/address-to-orders';

const customerIdOf = (caller: ReadCaller) =>
  typeof caller === 'number' ? caller : (caller.customerId ?? 0);

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, tokenCaller }) => {
    const caller = await tokenCaller('id');
    const address = await getAddress(db, caller);
    // getAddress has checked the token is this customer's; open boxes are theirs to move.
    return address && { ...address, open_boxes: await openBoxesOf(db, customerIdOf(caller)) };
  },
  /** apply_to_orders: also send the boxes ordered and not packed yet to the new address. */
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return saveAddressForOrders(db, id, await validate(addressSaveSchema, body));
  },
});
