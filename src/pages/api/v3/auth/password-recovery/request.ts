import { handler, validate } from '@/server/api';
import { verifyCaptcha } from '@/server/auth/captcha';
import { clientAddressOf } from '@/server/auth/client-address';
import {
  recoveryRequestSchema,
  requestPasswordRecovery,
} from '@/server/services/auth/password-recovery';

export const config = { api: { bodyParser: false } };

export default handler({
  POST: async ({ db, body, req }) => {
    const input = await validate(recoveryRequestSchema, body);
    await verifyCaptcha(input['g-recaptcha-response'], clientAddressOf(req));
    return requestPasswordRecovery(db, input.email);
  },
});
