import { handler, parseId } from '@/server/api';
import { startPasswordReset } from '@/server/services/care/account-actions';

export const config = { api: { bodyParser: false } };

/** POST: emails the customer a password-reset link, as "Forgot password" does. */
export default handler({
  POST: async ({ db, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    return startPasswordReset(db, staffId, parseId(query.customerId));
  },
});
