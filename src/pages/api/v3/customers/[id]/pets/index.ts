import { petSchema } from '@/contracts/pets';
import { handler, reply, validate } from '@/server/api';
import { createPet, listPets } from '@/server/services/pets/pets-service';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: async ({ db, requireSelf }) => listPets(db, (await requireSelf()).id),
  POST: async ({ db, body, requireSelf }) => {
    const { id } = await requireSelf();
    return reply(201, await createPet(db, id, await validate(petSchema, body)));
  },
});
