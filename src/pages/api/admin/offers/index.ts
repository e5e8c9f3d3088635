import { handler, reply } from '@/server/api';
import { createOffer, listOffers } from '@/server/admin/offers-admin';

export const config = { api: { bodyParser: false } };

/** GET: every offer code with its use count; POST: a new code. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('offers.read');
    return { results: await listOffers(db) };
  },
  POST: async ({ db, body, requireStaff }) =>
    reply(201, await createOffer(db, await requireStaff('offers.write'), body)),
});
