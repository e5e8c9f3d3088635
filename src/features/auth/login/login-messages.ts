import { authErrorMessage } from '@/lib/api-client/auth-error-message';

/** Shown on Log in after a new password is saved (the spec names no copy for it). */
export const PASSWORD_CHANGED = 'Your password is changed. Log in with your new password.';
/** `/auth/login/?password=changed`: where the reset-password page sends the customer. */
export const PASSWORD_CHANGED_QUERY = 'changed';

export const CREDENTIALS_MISMATCH =
  'That email and password don’t match an account. Please try again, or reset your password.';

/** The message for a NextAuth error code (from the `error` query parameter or a failed login). */
export function loginErrorMessage(code: string | string[] | null | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  if (value === 'CredentialsSignin') return CREDENTIALS_MISMATCH;
  return authErrorMessage(value);
}
