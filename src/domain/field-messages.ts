/**
 * Field messages of the spec (section 5) that forms and API handlers share, defined once here so
 * a form and the API that checks the same field can never word them differently.
 */

/** The format the invalid-email message shows; example.com is reserved for documentation. */
export const EXAMPLE_EMAIL = 'name@example.com';

export const FIELD_REQUIRED = 'Field is required';

/** The incomplete-form toast (section 5): a form sent with fields missing or invalid. */
export const INCOMPLETE_FORM =
  'Some of your information is incomplete. Please review all fields before trying again.';

/** Where an address is needed to go on (the quiz, password recovery, a friend's invitation). */
export const EMAIL_REQUIRED = 'A valid email address is required to proceed.';

export const PHONE_REQUIRED = 'A valid phone number is required.';

// The double space before 'try' is the spec's text, kept to the letter.
export const INVALID_EMAIL = `Invalid email address. Please check your email and  try again. Your email must follow the format ${EXAMPLE_EMAIL}.`;

/**
 * A missing field's message as the API answers it: the spec's text, then the field's path and
 * what the field holds, so a client developer reading a 400 knows which field to send. Forms keep
 * the short text under the field itself.
 */
export function missingFieldMessage(message: string, path: string, info?: string): string {
  return info ? `${message} (${path}: ${info})` : `${message} (${path})`;
}
