import { customerUpdateSchema } from '@/contracts/customers';
import { handler, parseId, validate } from '@/server/api';
import { editCustomerProfile } from '@/server/services/care/customer-edits';

export const config = { api: { bodyParser: false } };

/** PUT { first_name?, last_name?, email? }: the My info rules; a taken email answers 409. */
export default handler({
  PUT: async ({ db, jobs, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    const input = await validate(customerUpdateSchema, body);
    return editCustomerProfile(db, jobs, staffId, customerId, input);
  },
});
