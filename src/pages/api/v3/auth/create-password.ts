import { handler, validate } from '@/server/api';
import { createPassword, createPasswordSchema } from '@/server/services/auth/passwords-service';

export const config = { api: { bodyParser: false } };

export default handler({
  PUT: async ({ db, body, requireCaller }) => {
    const { customerId } = await requireCaller();
    return createPassword(db, customerId, await validate(createPasswordSchema, body));
  },
});
