import { string } from 'yup';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/domain/email-format';
import { INVALID_EMAIL } from '@/domain/field-messages';

/**
 * An email field as every schema (forms and API) reads it: trimmed, lower-cased, checked against
 * the one pattern. An empty value is left to `.required()`, as yup's own `.email()` does.
 */
export function emailString(message: string = INVALID_EMAIL) {
  return string()
    .trim()
    .lowercase()
    .matches(EMAIL_PATTERN, { message, excludeEmptyString: true })
    .max(MAX_EMAIL_LENGTH, message);
}
