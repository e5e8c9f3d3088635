import { handler } from '@/server/api';
import { firstBoxDeliveryDates } from '@/server/services/capacity/first-box-dates';

export const config = { api: { bodyParser: false } };

/** The first box's delivery dates the kitchen still has room on. */
export default handler({
  GET: async ({ db, requireSelf }) => firstBoxDeliveryDates(db, (await requireSelf()).id),
});
