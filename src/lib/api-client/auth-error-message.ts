import { ApiError, authErrorFromQuery } from './errors';
import { toUserMessage } from './user-message';

/** The copy for a NextAuth error code (the login page's `error` parameter or a failed sign-in). */
export function authErrorMessage(code: string): string {
  return toUserMessage(authErrorFromQuery(code) ?? new ApiError('client')).message;
}
