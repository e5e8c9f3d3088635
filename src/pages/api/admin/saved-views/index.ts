import { savedViewListSchema, savedViewSchema, type ListKind } from '@/contracts/admin/lists';
import { handler, reply, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { listSavedViews, saveView } from '@/server/services/care/saved-views';

export const config = { api: { bodyParser: false } };

/**
 * GET ?list=customers|subscriptions: the caller's own saved views. POST { list, name, filters }:
 * saves one (201 new, 200 replaced).
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    const { list } = await validate(savedViewListSchema, singleValues(query, ['list']));
    return { results: await listSavedViews(db, staffId, list as ListKind | undefined) };
  },
  POST: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    const input = await validate(savedViewSchema, body);
    const { view, created } = await saveView(db, staffId, {
      list: input.list as ListKind,
      name: input.name,
      filters: input.filters,
    });
    return reply(created ? 201 : 200, view);
  },
});
