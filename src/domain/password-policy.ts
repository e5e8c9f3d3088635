import { FIELD_REQUIRED } from './field-messages';

/**
 * The password policy, once for every password form (checkout, my info, reset, the back office's
 * set-up) and the server that enforces it. The server adds one check the browser cannot make
 * cheaply: the list of common passwords (src/server/auth/common-passwords.ts).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address.';
export const PASSWORD_TOO_EASY = 'This password is too easy to guess. Please choose another.';
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

/**
 * Why a new password is refused, or null when it is acceptable. `isCommon` is the server's
 * list; forms leave it out and the server's answer covers it.
 */
export function passwordProblem(
  password: unknown,
  options: { email?: string; isCommon?: (lowerCased: string) => boolean } = {},
): string | null {
  if (typeof password !== 'string' || password.length === 0) return FIELD_REQUIRED;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  if (options.isCommon?.(lower)) return PASSWORD_TOO_COMMON;
  if (options.email && lower === options.email.toLowerCase()) return PASSWORD_IS_EMAIL;
  if (/^(.)\1+$/.test(password)) return PASSWORD_TOO_EASY;
  return null;
}

/** A new password and its confirmation: what is wrong with each, all at once. */
export function newPasswordErrors(
  password: string,
  confirm: string,
  options: Parameters<typeof passwordProblem>[1] = {},
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  const problem = passwordProblem(password, options);
  if (problem) errors.password = problem;
  if (!confirm) errors.confirm = FIELD_REQUIRED;
  else if (password && confirm !== password) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
