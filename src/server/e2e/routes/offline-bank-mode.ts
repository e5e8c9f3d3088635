import { object, string } from 'yup';
import { handler, validate } from '@/server/api';
import { setOfflineThreeDSecureMode, type ThreeDSecureMode } from '@/server/payments';

const schema = object({
  email: string().trim().email().required(),
  mode: string().oneOf(['sdk', 'redirect']).required(),
});

/**
 * POST { email, mode }: how the offline provider's bank answers that customer's 3-D Secure
 * checks: in the page ('sdk') or by sending them to its own page and back ('redirect', as Stripe
 * does without `use_stripe_sdk`). Per customer, so the journeys running beside it are not
 * affected.
 */
export default handler({
  POST: async ({ db, body }) => {
    const { email, mode } = await validate(schema, body);
    await setOfflineThreeDSecureMode(db, email, mode as ThreeDSecureMode);
    return { email: email.toLowerCase(), mode };
  },
});
