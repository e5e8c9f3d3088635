import { handler, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { listUpcomingCharges, upcomingQuerySchema } from '@/server/services/care/upcoming-charges';

export const config = { api: { bodyParser: false } };

/** GET ?days=1..31 (7 by default)&after=<plan id>: renewals charged in the next days, with amounts. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('payments.upcoming');
    const { days, after } = await validate(
      upcomingQuerySchema,
      singleValues(query, ['days', 'after']),
    );
    return listUpcomingCharges(db, {
      days: days ? Number(days) : 7,
      after: after ? Number(after) : undefined,
    });
  },
});
