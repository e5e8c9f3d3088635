import { handler, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { customerSearchSchema, searchCustomers } from '@/server/services/care/customer-search';

export const config = { api: { bodyParser: false } };

/** GET ?q=<email, name, phone or #order>&after=<id>: one page of matching customers. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    const input = await validate(customerSearchSchema, singleValues(query, ['q', 'after']));
    return searchCustomers(db, staffId, input);
  },
});
