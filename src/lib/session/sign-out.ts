import { refreshSession } from './session-store';

/**
 * Signs out through NextAuth's own endpoints (GET /api/auth/csrf/, then POST /api/auth/signout/
 * with csrfToken, callbackUrl and json=true) and goes where NextAuth says. Throws on failure so
 * the caller can tell the customer.
 */
export async function signOut(callbackUrl: string): Promise<void> {
  const csrfResponse = await fetch('/api/auth/csrf/', { credentials: 'same-origin' });
  if (!csrfResponse.ok) throw new Error(`Could not start logout (${csrfResponse.status})`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken?: string };
  if (!csrfToken) throw new Error('Could not start logout (no CSRF token)');
  const response = await fetch('/api/auth/signout/', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: 'true' }),
  });
  if (!response.ok) throw new Error(`Logout failed (${response.status})`);
  const { url } = (await response.json()) as { url?: string };
  await refreshSession();
  window.location.assign(url && url.startsWith(window.location.origin) ? url : callbackUrl);
}
