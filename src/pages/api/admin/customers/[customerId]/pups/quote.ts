import { handler, parseId, validate } from '@/server/api';
import { petSchema } from '@/contracts/pets';
import { quoteConsolePup } from '@/server/services/care/add-pup-quote';

export const config = { api: { bodyParser: false } };

/**
 * POST { pup fields }: the plans recommended for the pup, the first box's days and the card that
 * would be charged. A POST because it carries the pup's details; it writes nothing.
 */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    await requireStaff('customers.act');
    const customerId = parseId(query.customerId);
    return quoteConsolePup(db, customerId, await validate(petSchema, body));
  },
});
