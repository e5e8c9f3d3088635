/**
 * The console's sign-in and sign-out, through its own NextAuth at /api/admin/auth (form fields
 * as NextAuth takes them). The error code comes from NextAuth's `error` parameter, or 429.
 */
const BASE = '/api/admin/auth';

async function csrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf/`, { credentials: 'same-origin' });
  const body = (await response.json()) as { csrfToken?: string };
  return body.csrfToken ?? '';
}

async function post(path: string, fields: Record<string, string>) {
  return fetch(`${BASE}/${path}/`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      ...fields,
      csrfToken: await csrfToken(),
      callbackUrl: '/admin/',
      json: 'true',
    }),
  });
}

export type StaffSignInResult = { ok: true } | { ok: false; error: string };

export async function signInStaff(fields: {
  email: string;
  password: string;
  totp: string;
}): Promise<StaffSignInResult> {
  const response = await post('callback/staff', fields);
  if (response.status === 429) return { ok: false, error: 'TooManyFailedLoginAttempts' };
  const body = (await response.json().catch(() => ({}))) as { url?: string };
  const error = body.url
    ? new URL(body.url, window.location.origin).searchParams.get('error')
    : null;
  if (!response.ok) return { ok: false, error: error ?? 'ServerError' };
  return error ? { ok: false, error } : { ok: true };
}

export async function signOutStaff(): Promise<void> {
  await post('signout', {});
}

export const SIGN_IN_MESSAGES: Record<string, string> = {
  CredentialsSignin: 'That email and password do not match a staff account.',
  TotpRequired: 'Enter the 6-digit code from your authenticator app.',
  TotpInvalid: 'That code is not right. Enter the current code from your authenticator app.',
  TooManyFailedLoginAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  ServerError: 'Something went wrong on our side. Please try again.',
};
