import { authErrorFromQuery } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';

/** The message for a NextAuth error code (from the `error` query parameter or a failed login). */
export function loginErrorMessage(code: string | string[] | null | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  if (value === 'CredentialsSignin')
    return 'That email and password don’t match an account. Please try again, or reset your password.';
  const error = authErrorFromQuery(value);
  return error ? toUserMessage(error).message : null;
}
