import { handler, parseId, validate } from '@/server/api';
import { checkInSchema } from '@/contracts/check-ins';
import { quoteCheckIn } from '@/server/services/pets/check-in-service';

export const config = { api: { bodyParser: false } };

/** POST: what a check-in would change (calories, portion, price per week); nothing is saved. */
export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    return quoteCheckIn(db, id, parseId(query.petId), await validate(checkInSchema, body));
  },
});
