import { handler, parseId } from '@/server/api';
import { customerTimeline, parseTimelineCursor } from '@/server/services/care/customer-timeline';

export const config = { api: { bodyParser: false } };

/** GET `?before=`: a page of the customer's timeline, newest first. */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.read');
    return customerTimeline(
      db,
      staffId,
      parseId(query.customerId),
      parseTimelineCursor(query.before),
    );
  },
});
