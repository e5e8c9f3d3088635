import { addressSchema } from '@/contracts/customers';
import { handler, validate } from '@/server/api';
import { getAddress, saveAddress } from '@/server/services/customers/address';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => getAddress(db, (await requireSelf()).id),
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return saveAddress(db, id, await validate(addressSchema, body));
  },
});
