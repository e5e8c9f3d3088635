import { handler, parseId, reply, validate } from '@/server/api';
import { can } from '@/server/admin/permissions';
import { holdSchema, setOrderHold } from '@/server/services/care/order-hold';

export const config = { api: { bodyParser: false } };

/** POST { hold: true, note? } holds a box (do not ship); { hold: false } releases it. */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const staff = await requireStaff('orders.hold');
    const input = await validate(holdSchema, body ?? {});
    const view = await setOrderHold(db, parseId(query.orderId), staff.staffId, input, {
      mayReleaseRefunded: can(staff.role, 'orders.refund'),
    });
    return reply(200, view);
  },
});
