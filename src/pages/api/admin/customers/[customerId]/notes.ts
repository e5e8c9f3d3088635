import { handler, parseId, reply, validate } from '@/server/api';
import { addNote, noteSchema } from '@/server/services/care/account-actions';

export const config = { api: { bodyParser: false } };

/** POST { body }: a staff note on the customer (notes are never changed or removed). */
export default handler({
  POST: async ({ db, body, query, requireStaff }) => {
    const { staffId } = await requireStaff('customers.act');
    const input = await validate(noteSchema, body);
    return reply(201, await addNote(db, staffId, parseId(query.customerId), input.body));
  },
});
