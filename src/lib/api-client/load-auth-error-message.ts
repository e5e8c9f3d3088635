import { SUBMIT_AGAIN } from '@/domain/generic-messages';

/**
 * The copy for a NextAuth error code (as authErrorMessage gives it), with the error mapping
 * (errors.ts, user-message.ts: ~2.5 kB gzip) loaded on demand: the login page needs it only once
 * something has failed, so it arrives with the error instead of with the page. When that chunk
 * itself cannot load (the connection dropped), the spec's generic submit message stands in.
 */
export async function loadAuthErrorMessage(code: string): Promise<string> {
  try {
    const { authErrorMessage } = await import('./auth-error-message');
    return authErrorMessage(code);
  } catch {
    return SUBMIT_AGAIN;
  }
}
