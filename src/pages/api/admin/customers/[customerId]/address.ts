import { addressSaveSchema } from '@/contracts/customers';
import { handler, parseId, validate } from '@/server/api';
import { openBoxesOf } from '@/server/services/customers/address-to-orders';
import { editCustomerAddress, getCustomerAddress } from '@/server/services/care/customer-edits';

export const config = { api: { bodyParser: false } };

/**
 * GET: the delivery address (null before the first) and the boxes still going to the old one;
 * PUT: the customer's address form rules, apply_to_orders to move those boxes too.
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('customers.read');
    const customerId = parseId(query.customerId);
    const address = await getCustomerAddress(db, customerId);
    return address && { ...address, open_boxes: await openBoxesOf(db, customerId) };
  },
  PUT: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    const input = await validate(addressSaveSchema, body);
    return editCustomerAddress(db, staffId, customerId, input);
  },
});
