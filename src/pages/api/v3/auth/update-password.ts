import { handler, validate } from '@/server/api';
import { bearerToken } from '@/server/api/auth-guard';
import { updatePassword, updatePasswordSchema } from '@/server/services/auth/passwords-service';

export const config = { api: { bodyParser: false } };

export default handler({
  PUT: async ({ db, body, req, requireCaller }) => {
    const { customerId } = await requireCaller();
    return updatePassword(
      db,
      customerId,
      bearerToken(req) ?? '',
      await validate(updatePasswordSchema, body),
    );
  },
});
