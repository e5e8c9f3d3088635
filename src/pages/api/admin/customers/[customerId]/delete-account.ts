import { handler, parseId, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import { requireStepUp } from '@/server/admin/step-up';
import {
  deleteAccountSchema,
  deleteCustomerAccount,
} from '@/server/services/data-rights/delete-customer-account';
import { requirePendingBoxesChoice } from '@/server/services/data-rights/pending-boxes';

export const config = { api: { bodyParser: false } };

/**
 * POST { confirm_email, pending_boxes? }: deletes a customer's account for a request received by
 * phone or email, as the customer's own deletion does (the same 409 and choice for paid boxes not
 * shipped yet), with the audit row in the same transaction. It takes a fresh authenticator code
 * (X-Step-Up-Code), recorded in that audit row.
 */
export default handler({
  POST: async ({ db, jobs, req, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.data_rights');
    const customerId = parseId(query.customerId);
    const input = await validate(deleteAccountSchema, body);
    // The boxes' choice first: a 409 asking for it leaves the step-up code unspent.
    await requirePendingBoxesChoice(db, customerId, input.pending_boxes);
    const stepUp = await requireStepUp(db, req, staffId);
    return deleteCustomerAccount(
      db,
      getPaymentProvider(db),
      customerId,
      { kind: 'staff', staffId, stepUp },
      input.confirm_email,
      jobs,
      input.pending_boxes,
    );
  },
});
