import {
  ValidationError as YupValidationError,
  type AnyObjectSchema,
  type InferType,
  type Schema,
} from 'yup';
import { missingFieldMessage } from '@/domain/field-messages';
import { reportError } from '@/server/monitoring/report-error';
import { ValidationError, type FieldErrors } from '@/server/errors';
import {
  addFieldError,
  assertSafeBody,
  childPath,
  DB_INT_MAX,
  DB_INT_MIN,
  fieldErrors,
  MESSAGES,
} from './input-guard';

const NON_FIELD = 'non_field_errors';

// Spec section 5: a missing field's message carries the field's path and its label (what it holds).
// yup names an absent value 'optionality' and an empty one 'required'.
const MISSING = new Set(['required', 'optionality']);
const isMissing = (item: YupValidationError) => MISSING.has(item.type ?? '') && Boolean(item.path);
const labelOf = (item: YupValidationError) =>
  typeof item.params?.label === 'string' ? item.params.label : undefined;

/** Turns yup's errors into the API's field map: every message, keyed by the snake_case field. */
export function fieldErrorsFrom(error: YupValidationError): FieldErrors {
  const fields = fieldErrors();
  const inner = error.inner.length ? error.inner : [error];
  for (const item of inner) {
    const key = item.path && item.path.length ? item.path : NON_FIELD;
    for (const text of item.errors)
      addFieldError(
        fields,
        key,
        isMissing(item) ? missingFieldMessage(text, key, labelOf(item)) : text,
      );
  }
  return fields;
}

type AnySchema = Schema & {
  type: string;
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
  resolve?: (options: { value: unknown; parent?: unknown }) => AnySchema;
};

const SCALAR_MESSAGES: Record<string, string> = {
  string: MESSAGES.notString,
  number: MESSAGES.notNumber,
  boolean: MESSAGES.notBoolean,
  date: MESSAGES.notDate,
};

const integerSchemas = new WeakMap<object, boolean>();
function isInteger(schema: AnySchema): boolean {
  let known = integerSchemas.get(schema);
  if (known === undefined) {
    known = schema.describe().tests.some((test) => test.name === 'integer');
    integerSchemas.set(schema, known);
  }
  return known;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/**
 * What yup cannot be trusted with, found by walking the input along the schema: an array or
 * object where a scalar belongs (yup's `trim()` calls `value.trim`, and `[5]` would pass as 5),
 * and an integer outside PostgreSQL's int range (every id column; no other integer field needs
 * more).
 */
function inspectAgainstSchema(
  schema: AnySchema,
  value: unknown,
  path: string,
  parent: unknown,
  errors: FieldErrors,
): void {
  if (value === undefined || value === null) return;
  if (schema.type === 'lazy' && schema.resolve) {
    inspectAgainstSchema(schema.resolve({ value, parent }), value, path, parent, errors);
    return;
  }
  const field = path || NON_FIELD;
  const scalarMessage = SCALAR_MESSAGES[schema.type];
  if (scalarMessage) {
    if (typeof value === 'object' && !(value instanceof Date)) {
      addFieldError(errors, field, scalarMessage);
      return;
    }
    if (schema.type === 'number' && isInteger(schema)) {
      const number = numberOf(value);
      if (Number.isInteger(number) && number > DB_INT_MAX)
        addFieldError(errors, field, MESSAGES.tooBig);
      if (Number.isInteger(number) && number < DB_INT_MIN)
        addFieldError(errors, field, MESSAGES.tooSmall);
    }
    return;
  }
  if (schema.type === 'object' && schema.fields && typeof value === 'object') {
    if (Array.isArray(value)) return;
    for (const [key, child] of Object.entries(schema.fields)) {
      if (Object.hasOwn(value, key))
        inspectAgainstSchema(
          child,
          (value as Record<string, unknown>)[key],
          childPath(path, key),
          value,
          errors,
        );
    }
    return;
  }
  if (schema.type === 'array' && schema.innerType && Array.isArray(value)) {
    value.forEach((item, index) =>
      inspectAgainstSchema(schema.innerType!, item, childPath(path, index), value, errors),
    );
  }
}

/**
 * Validates input against a yup schema shared with the form that sends it. Unknown fields are
 * dropped; failures become a 400 with per-field messages. Input yup would choke on (see
 * `assertSafeBody` and `inspectAgainstSchema`) is refused first, with the same kind of 400.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError({ [NON_FIELD]: ['Expected a JSON object.'] });
  }
  assertSafeBody(input);
  const errors = fieldErrors();
  inspectAgainstSchema(schema as unknown as AnySchema, input, '', undefined, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof YupValidationError) throw new ValidationError(fieldErrorsFrom(error));
    // A schema is pure, so anything else it throws came from input of a shape its transforms
    // and tests did not expect: the input is refused, and the schema reported for a fix.
    reportError(error, { kind: 'schema_failure' });
    throw new ValidationError({ [NON_FIELD]: ['Invalid input.'] });
  }
}

/**
 * `validate`, for inputs where a field the schema does not name is a mistake to report rather
 * than drop (a switch that changes the whole shop): each unknown top-level field is a 400.
 */
export async function validateExact<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const errors = fieldErrors();
    for (const key of Object.keys(input))
      if (!Object.hasOwn(schema.fields, key)) addFieldError(errors, key, 'Unknown field.');
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  return validate(schema, input);
}
