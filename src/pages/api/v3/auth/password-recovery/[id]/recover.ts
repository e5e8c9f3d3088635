import { handler, parseId, validate } from '@/server/api';
import { recoverPassword, recoverSchema } from '@/server/services/auth/password-recovery';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query }) =>
    recoverPassword(db, parseId(query.id), await validate(recoverSchema, body)),
});
