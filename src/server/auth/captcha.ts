import { ValidationError } from '@/server/errors';
import { serverEnv } from '@/env/server';
import { logger } from '@/server/observability/logger';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Checks a reCAPTCHA response when RECAPTCHA_SECRET_KEY is set. Without a secret (never in
 * production: env validation refuses it) the check is skipped and logged.
 */
export async function verifyCaptcha(response: unknown, remoteAddress?: string): Promise<void> {
  const { recaptchaSecret } = serverEnv();
  if (!recaptchaSecret) {
    logger().info(
      { component: 'captcha' },
      'RECAPTCHA_SECRET_KEY is not set: skipping the captcha check',
    );
    return;
  }
  if (typeof response !== 'string' || response.length === 0) {
    throw new ValidationError({ 'g-recaptcha-response': ['Please complete the captcha.'] });
  }
  const body = new URLSearchParams({
    secret: recaptchaSecret,
    response,
    ...(remoteAddress ? { remoteip: remoteAddress } : {}),
  });
  const result = await fetch(VERIFY_URL, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(5000),
  })
    .then((reply) => reply.json() as Promise<{ success?: boolean }>)
    .catch(() => ({ success: false }));
  if (!result.success)
    throw new ValidationError({
      'g-recaptcha-response': ['The captcha could not be verified. Please try again.'],
    });
}
