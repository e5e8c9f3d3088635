import { customerUpdateSchema } from '@/contracts/customers';
import { handler, validate } from '@/server/api';
import { getCustomer } from '@/server/services/customers/get-customer';
import { updateCustomer } from '@/server/services/customers/update-customer';

export const config = { api: { bodyParser: false } };

function includes(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim());
}

export default handler({
  GET: async ({ db, query, requireSelf }) =>
    getCustomer(db, (await requireSelf()).id, includes(query.include)),
  PUT: async ({ db, jobs, body, requireSelf }) => {
    const { id } = await requireSelf();
    return updateCustomer(db, jobs, id, await validate(customerUpdateSchema, body));
  },
});
