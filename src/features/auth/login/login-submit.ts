import { safeRedirect } from '@/lib/safe-redirect';
import { signInWith } from '@/lib/session/sign-in';

export type LoginResult =
  { ok: true; to: string } | { ok: false; error: string; captchaRequired?: boolean };

/**
 * Signs in, and says where to go next: only ever a path inside the shop, else My plan. `captcha`
 * is the reCAPTCHA answer, once the throttle has asked for one.
 */
export async function logIn(
  email: string,
  password: string,
  next: unknown,
  captcha = '',
): Promise<LoginResult> {
  const result = await signInWith('login', {
    email,
    password,
    ...(captcha ? { 'g-recaptcha-response': captcha } : {}),
  });
  return result.ok ? { ok: true, to: safeRedirect(next, '/account/') } : result;
}
