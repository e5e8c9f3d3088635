import { handler, validate } from '@/server/api';
import { getPaymentProvider } from '@/server/payments';
import {
  deleteAccountSchema,
  deleteCustomerAccount,
} from '@/server/services/data-rights/delete-customer-account';

export const config = { api: { bodyParser: false } };

/**
 * POST { confirm_email, pending_boxes? }: deletes the caller's account; the email must be the
 * account's (400). With a paid box not shipped yet, `pending_boxes` ("ship" | "refund") says what
 * becomes of it; without it, 409 `pending_boxes` lists those boxes and nothing is deleted.
 */
export default handler({
  POST: async ({ db, jobs, body, requireSelf }) => {
    const { id } = await requireSelf();
    const input = await validate(deleteAccountSchema, body);
    return deleteCustomerAccount(
      db,
      getPaymentProvider(db),
      id,
      { kind: 'customer' },
      input.confirm_email,
      jobs,
      input.pending_boxes,
    );
  },
});
