import { handler, reply } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { deleteOffer, editOffer } from '@/server/admin/offers-admin';

export const config = { api: { bodyParser: false } };

/** PATCH: change a code's terms; DELETE: remove a code nobody used (409 otherwise: expire it). */
export default handler({
  PATCH: async ({ db, body, query, requireStaff }) => {
    const caller = await requireStaff('offers.write');
    return editOffer(db, caller, singleValues(query, ['code']).code ?? '', body);
  },
  DELETE: async ({ db, query, requireStaff }) => {
    const caller = await requireStaff('offers.write');
    await deleteOffer(db, caller, singleValues(query, ['code']).code ?? '');
    return reply(204);
  },
});
