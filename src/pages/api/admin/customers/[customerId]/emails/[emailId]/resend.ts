import { handler, parseId, reply } from '@/server/api';
import { resendEmail } from '@/server/services/care/account-actions';

export const config = { api: { bodyParser: false } };

/** POST: one of the customer's emails sent again, as a new outbox row. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const sent = await resendEmail(db, staffId, parseId(query.customerId), parseId(query.emailId));
    return reply(201, sent);
  },
});
