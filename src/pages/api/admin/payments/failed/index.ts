import { handler, validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import { object, string } from 'yup';
import { listFailedPayments } from '@/server/services/care/failed-payments-service';
import { recoveredRevenue } from '@/server/services/care/upcoming-charges';

export const config = { api: { bodyParser: false } };

const pageSchema = object({
  before: string()
    .matches(/^\d{1,9}$/, 'Not a valid page.')
    .optional(),
});

/**
 * GET ?before=<order id>: renewals whose charge failed, newest first, with their attempts and
 * next retry, and the revenue recovered from declines in the last 30 days.
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('payments.failed.read');
    const { before } = await validate(pageSchema, singleValues(query, ['before']));
    const [page, recovered] = [
      await listFailedPayments(db, { before: before ? Number(before) : undefined }),
      await recoveredRevenue(db),
    ];
    return { ...page, recovered };
  },
});
