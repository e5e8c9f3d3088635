import { handler, parseId } from '@/server/api';
import { cancelPriceChange } from '@/server/admin/prices-admin';
import { revalidatePricedPagesEverywhere } from '@/server/services/prices/revalidate-prices';

export const config = { api: { bodyParser: false } };

/** POST: cancels a scheduled price change that is not in force yet (owners). */
export default handler({
  POST: async ({ db, query, res, requireStaff }) => {
    const caller = await requireStaff('prices.manage');
    const cancelled = await cancelPriceChange(db, caller, parseId(query.priceId));
    await revalidatePricedPagesEverywhere(db, res);
    return cancelled;
  },
});
