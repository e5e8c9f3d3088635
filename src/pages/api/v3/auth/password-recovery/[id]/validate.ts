import { handler, parseId, validate } from '@/server/api';
import { validateResetToken, validateSchema } from '@/server/services/auth/password-recovery';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, query }) =>
    validateResetToken(db, parseId(query.id), (await validate(validateSchema, body)).token),
});
