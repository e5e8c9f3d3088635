import { safeRedirect } from '@/lib/safe-redirect';
import { signInWith } from '@/lib/session/sign-in';

export type LoginResult = { ok: true; to: string } | { ok: false; error: string };

/** Signs in, and says where to go next: only ever a path inside the shop, else My plan. */
export async function logIn(email: string, password: string, next: unknown): Promise<LoginResult> {
  const result = await signInWith('login', { email, password });
  return result.ok ? { ok: true, to: safeRedirect(next, '/account/') } : result;
}
