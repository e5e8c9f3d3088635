import { handler, reply } from '@/server/api';
import { listPrices, schedulePriceChange } from '@/server/admin/prices-admin';
import { revalidatePricedPagesEverywhere } from '@/server/services/prices/revalidate-prices';

export const config = { api: { bodyParser: false } };

/** GET: each item's price today and the changes scheduled; POST: schedule a change (owners). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('prices.manage');
    return listPrices(db);
  },
  POST: async ({ db, body, res, requireStaff }) => {
    const created = await schedulePriceChange(db, await requireStaff('prices.manage'), body);
    await revalidatePricedPagesEverywhere(db, res);
    return reply(201, created);
  },
});
