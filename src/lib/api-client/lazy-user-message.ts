import type { ApiError } from './errors';
import { REFRESH_AND_RETRY, SUBMIT_AGAIN } from './messages';
import type { UserMessage } from './user-message';

type Options = { action?: 'load' | 'submit' };

/** The spec's generic copy for a failed load or submit (toUserMessage falls back on it too). */
export const genericUserMessage = ({ action }: Options = {}): UserMessage => ({
  message: action === 'load' ? REFRESH_AND_RETRY : SUBMIT_AGAIN,
});

/*
 * The error mapping (errors.ts, user-message.ts: ~2.5 kB gzip) is needed only once something has
 * failed, so light pages (the auth forms) load it then: it arrives with the error instead of with
 * the page. When that chunk itself cannot load (the network went away), the generic copy stands in.
 */

/** toUserMessage, with the mapping loaded on demand. */
export async function loadUserMessage(
  error: ApiError,
  options: Options = {},
): Promise<UserMessage> {
  try {
    const { toUserMessage } = await import('./user-message');
    return toUserMessage(error, options);
  } catch {
    return genericUserMessage(options);
  }
}

/** The copy for a NextAuth error code (as authErrorMessage), with the mapping loaded on demand. */
export async function loadAuthErrorMessage(code: string): Promise<string> {
  try {
    const { authErrorMessage } = await import('./auth-error-message');
    return authErrorMessage(code);
  } catch {
    return SUBMIT_AGAIN;
  }
}
