import { addressSchema } from '@/contracts/customers';
import { handler, parseId, validate } from '@/server/api';
import { editCustomerAddress, getCustomerAddress } from '@/server/services/care/customer-edits';

export const config = { api: { bodyParser: false } };

/** GET: the delivery address (null before the first); PUT: the customer's address form rules. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('customers.read');
    return getCustomerAddress(db, parseId(query.customerId));
  },
  PUT: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    const input = await validate(addressSchema, body);
    return editCustomerAddress(db, staffId, customerId, input);
  },
});
