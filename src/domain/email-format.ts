/**
 * What counts as an email address, once for every form and API schema: something, an @, a domain
 * with a dot and a top-level part of two or more characters, no spaces. Deliverability is proven
 * by the mail itself (password recovery), not by a stricter pattern here.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The longest address SMTP carries (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}
