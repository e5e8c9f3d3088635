import { refreshSession } from './session-store';

export type SignInResult =
  { ok: true } | { ok: false; error: string; status: number; captchaRequired?: boolean };

/**
 * Signs in through NextAuth's credentials callback (spec section 7: POST
 * /api/auth/callback/login/ with csrfToken, callbackUrl and json=true, plus the provider's
 * fields). The error code comes from NextAuth's `error` parameter, or 429 when throttled (then
 * `captchaRequired` says whether a CAPTCHA answer would let the next attempt through).
 */
export async function signInWith(
  provider: 'login' | 'register',
  fields: Record<string, string>,
): Promise<SignInResult> {
  const csrfResponse = await fetch('/api/auth/csrf/', { credentials: 'same-origin' });
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken?: string };
  const response = await fetch(`/api/auth/callback/${provider}/`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      ...fields,
      csrfToken: csrfToken ?? '',
      callbackUrl: '/',
      json: 'true',
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    url?: string;
    error?: string;
    captcha_required?: boolean;
  };
  if (response.status === 429)
    return {
      ok: false,
      error: 'TooManyFailedLoginAttempts',
      status: 429,
      captchaRequired: body.captcha_required === true,
    };
  const error =
    body.error ??
    (body.url ? new URL(body.url, window.location.origin).searchParams.get('error') : null);
  if (!response.ok || error)
    return { ok: false, error: error ?? 'CredentialsSignin', status: response.status };
  const session = await refreshSession();
  return session.status === 'authenticated'
    ? { ok: true }
    : { ok: false, error: 'SessionMissing', status: response.status };
}
