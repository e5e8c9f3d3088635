import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { missingFieldMessage } from '@/server/domain/field-messages';
import { ValidationError, type FieldErrors } from './errors';

const NON_FIELD = 'non_field_errors';

// Spec section 5: a missing field's message carries the field's path and its label (what it holds).
// yup names an absent value 'optionality' and an empty one 'required'.
const MISSING = new Set(['required', 'optionality']);
const isMissing = (item: YupValidationError) => MISSING.has(item.type ?? '') && Boolean(item.path);
const labelOf = (item: YupValidationError) =>
  typeof item.params?.label === 'string' ? item.params.label : undefined;

/** Turns yup's errors into the API's field map: every message, keyed by the snake_case field. */
export function fieldErrorsFrom(error: YupValidationError): FieldErrors {
  const fields: FieldErrors = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const item of inner) {
    const key = item.path && item.path.length ? item.path : NON_FIELD;
    for (const text of item.errors) {
      const message = isMissing(item) ? missingFieldMessage(text, key, labelOf(item)) : text;
      fields[key] ??= [];
      if (!fields[key].includes(message)) fields[key].push(message);
    }
  }
  return fields;
}

/**
 * Validates input against a yup schema shared with the form that sends it. Unknown fields are
 * dropped; failures become a 400 with per-field messages.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError({ [NON_FIELD]: ['Expected a JSON object.'] });
  }
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof YupValidationError) throw new ValidationError(fieldErrorsFrom(error));
    throw error;
  }
}
