import { petSchema } from '@/contracts/pets';
import { handler, parseId, reply, validate } from '@/server/api';
import { deletePet, findOwnPet, toPetView, updatePet } from '@/server/services/pets/pets-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, query, requireSelf }) => {
    const { id } = await requireSelf();
    return toPetView(await findOwnPet(db, id, parseId(query.petId)));
  },
  PUT: async ({ db, body, query, requireSelf }) => {
    const { id } = await requireSelf();
    const petId = parseId(query.petId);
    return updatePet(db, id, petId, await validate(petSchema, body));
  },
  DELETE: async ({ db, query, requireSelf }) => {
    const { id } = await requireSelf();
    await deletePet(db, id, parseId(query.petId));
    return reply(204, null);
  },
});
