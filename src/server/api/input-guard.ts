import { ValidationError, type FieldErrors } from '@/server/errors';

/**
 * Checks every request makes before any route or schema sees it. Each finding is a 400 with a
 * message on the field that carries it, so bad input can never reach yup's transforms (which
 * assume strings), object look-ups (which follow the prototype chain) or PostgreSQL (which
 * refuses NUL bytes and integers past its int range).
 */

/** PostgreSQL's `integer` range: every id column is one. */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;

export const MESSAGES = {
  nul: 'Null characters are not allowed.',
  loneSurrogate: 'Contains an invalid character (half of a surrogate pair).',
  reservedKey: 'This field name is not allowed.',
  notString: 'Not a valid string.',
  notNumber: 'A valid number is required.',
  notBoolean: 'Must be a valid boolean.',
  notDate: 'Enter a valid date.',
  tooBig: `Ensure this value is less than or equal to ${DB_INT_MAX}.`,
  tooSmall: `Ensure this value is greater than or equal to ${DB_INT_MIN}.`,
} as const;

// Names an object inherits ("constructor", "toString", "__proto__"...): as a body key they make
// look-ups such as `fields[key]` find a function instead of nothing, and `__proto__` can rewrite
// an object's prototype when copied. No field of the API is named like one.
const RESERVED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/** A field map that may safely hold any key, `__proto__` included. */
export function fieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = Object.hasOwn(errors, field) ? errors[field]! : (errors[field] = []);
  if (!list.includes(message)) list.push(message);
}

/** yup's way of naming a nested field: `line_items[0].sku`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

const MAX_DEPTH = 32;

// With the u flag a well-formed pair is one code point, so \p{Cs} matches only a lone half.
// JSON can carry one ("\ud800"); PostgreSQL refuses it in jsonb (the audit log) and the driver
// turns it into U+FFFD in text, so it is refused here rather than stored or answered with a 500.
const LONE_SURROGATE = /\p{Cs}/u;

/** The message for a string PostgreSQL cannot store as it is, or undefined. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return MESSAGES.loneSurrogate;
  return undefined;
}

/** Collects NUL bytes, lone surrogates and inherited-property names anywhere in a JSON value. */
export function inspectValue(value: unknown, path: string, errors: FieldErrors, depth = 0): void {
  const field = path || 'non_field_errors';
  if (typeof value === 'string') {
    const problem = unstorable(value);
    if (problem) addFieldError(errors, field, problem);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    addFieldError(errors, field, 'Nested too deeply.');
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => inspectValue(item, childPath(path, index), errors, depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    const keyPath = childPath(path, key);
    const keyProblem = unstorable(key);
    if (keyProblem) addFieldError(errors, field, keyProblem);
    else if (isReservedKey(key)) addFieldError(errors, keyPath, MESSAGES.reservedKey);
    else inspectValue((value as Record<string, unknown>)[key], keyPath, errors, depth + 1);
  }
}

/** Throws the 400 when the parsed body holds a NUL byte, lone surrogate or reserved key. */
export function assertSafeBody(body: unknown): void {
  const errors = fieldErrors();
  inspectValue(body, '', errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export type Params = Record<string, string | string[] | undefined>;

/**
 * Query and path parameters: no NUL byte in a name or value, and a path parameter made of digits
 * (an id) within PostgreSQL's int range. Query values are not bounded: a campaign or tracking id
 * may legitimately be a long number.
 */
export function assertSafeParams(query: Params, pathParams: ReadonlySet<string>): void {
  const errors = fieldErrors();
  for (const [name, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    const nameProblem = unstorable(name);
    if (nameProblem) addFieldError(errors, 'non_field_errors', nameProblem);
    else if (isReservedKey(name)) addFieldError(errors, name, MESSAGES.reservedKey);
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const problem = unstorable(value);
      if (problem) addFieldError(errors, name, problem);
      else if (pathParams.has(name) && /^\d+$/.test(value) && Number(value) > DB_INT_MAX)
        addFieldError(errors, name, MESSAGES.tooBig);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * The route's own parameters: what Next put in `req.query` beyond the query string (Next merges
 * the path's dynamic segments into `req.query`).
 */
export function pathParamNames(query: Params, url: string | undefined): Set<string> {
  let search: URLSearchParams;
  try {
    search = new URL(url ?? '/', 'http://localhost').searchParams;
  } catch {
    search = new URLSearchParams();
  }
  // A name in both keeps the path's value, so a value the query string does not hold is the path's.
  const fromPath = (name: string) => {
    const value = query[name];
    const given = Array.isArray(value) ? value : [value];
    const searched = search.getAll(name);
    return given.length !== searched.length || given.some((item, i) => item !== searched[i]);
  };
  return new Set(Object.keys(query).filter(fromPath));
}
