import { handler, validate } from '@/server/api';
import { creditLimitsSchema } from '@/contracts/admin/care';
import { getCreditLimits, updateCreditLimits } from '@/server/services/care/credit-limits';

export const config = { api: { bodyParser: false } };

/** The daily limits on credit grants: those who give credit may read them, owners set them. */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('customers.credit');
    return getCreditLimits(db);
  },
  PUT: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('credit.settings');
    return updateCreditLimits(db, staffId, await validate(creditLimitsSchema, body));
  },
});
