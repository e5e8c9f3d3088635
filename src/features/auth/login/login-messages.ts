import { authErrorMessage } from '@/lib/api-client/auth-error-message';

export const CREDENTIALS_MISMATCH =
  'That email and password don’t match an account. Please try again, or reset your password.';

/** The message for a NextAuth error code (from the `error` query parameter or a failed login). */
export function loginErrorMessage(code: string | string[] | null | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  if (value === 'CredentialsSignin') return CREDENTIALS_MISMATCH;
  return authErrorMessage(value);
}
