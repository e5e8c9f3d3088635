import { handler, parseId, reply, validate } from '@/server/api';
import { addCredit, creditSchema } from '@/server/services/care/account-actions';

export const config = { api: { bodyParser: false } };

/** POST { amount (cents), reason }: account credit, taken off the next charged box. */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.credit');
    const input = await validate(creditSchema, body);
    return reply(201, await addCredit(db, staffId, parseId(query.customerId), input));
  },
});
