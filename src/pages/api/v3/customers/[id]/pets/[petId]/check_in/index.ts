import { handler, parseId, validate } from '@/server/api';
import { checkInSchema } from '@/contracts/check-ins';
import { applyCheckIn } from '@/server/services/pets/check-in-service';

export const config = { api: { bodyParser: false } };

/** POST: the pup's new weight and body condition; its plan is re-portioned from the next box. */
export default handler({
  POST: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    return applyCheckIn(db, id, parseId(query.petId), await validate(checkInSchema, body));
  },
});
