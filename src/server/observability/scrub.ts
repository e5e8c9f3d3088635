/**
 * What the logger keeps out of every line. Two layers, because a field name can be unexpected and
 * a secret can hide in a message: values under sensitive keys are replaced at any depth, and the
 * finished line is swept for things that look like secrets whatever their key.
 * The key walk is ours, not pino's `redact`: redact takes exact paths, and any depth would need
 * wildcard paths measured at 10-30x the walk's cost per line (docs/operations.md, "Logs and metrics").
 */

export const REDACTED = '[redacted]';

// Compared without case, dashes or underscores: `set-cookie`, `client_secret`, `accessToken`...
const SENSITIVE_KEY =
  /pass(word|phrase|code)|secret|token|authorization|cookie|apikey|cvc|cvv|^card(number)?$|^pan$|^otp$|^totp|^html$|^body$/;

export const isSensitiveKey = (key: string) =>
  SENSITIVE_KEY.test(key.replace(/[-_]/g, '').toLowerCase());

const MAX_DEPTH = 8;

/**
 * A copy of `value` with every sensitive key's value replaced; objects without one are returned as
 * they are (no copy on the hot path). Errors and other class instances are left to the serializers
 * and the line sweep.
 */
export function scrubFields<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const clean = scrubFields(item, depth + 1);
      if (clean !== item) (copy ??= [...value])[index] = clean;
    });
    return (copy ?? value) as T;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const clean = isSensitiveKey(key) && item != null ? REDACTED : scrubFields(item, depth + 1);
    if (clean !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = clean;
  }
  return (copy ?? value) as T;
}

/** The Luhn check digit test that every payment card number passes (and most digit runs fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// No capturing groups in these patterns: the replacer's second argument is then the offset.
type Sweep = (match: string, offset: number, line: string) => string;

const SWEEPS: Array<[RegExp, Sweep]> = [
  // Stripe-style client secrets (pi_…_secret_…, seti_…_secret_…).
  [/[A-Za-z0-9]*_secret_[A-Za-z0-9]+/g, () => REDACTED],
  // Credentials in a header value or a URL.
  [/\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, (match) => `${match.split(/\s/)[0]} ${REDACTED}`],
  [/\/\/[^/\s:@"]+:[^/\s@"]+@/g, () => `//${REDACTED}@`],
  // Query parameters that carry a token (reset, set-up and skip links).
  [
    /[?&](?:token|code|key|secret|signature|password)=[^&\s"#]+/gi,
    (match) => `${match.slice(0, match.indexOf('=') + 1)}${REDACTED}`,
  ],
  // Card numbers: 13 to 19 digits, optionally grouped by spaces or dashes, passing Luhn.
  [
    /\b\d(?:[ -]?\d){12,18}\b/g,
    (match, offset, line) => {
      const digits = match.replace(/[ -]/g, '');
      // A bare 13-digit run is far more often a millisecond timestamp than an old Visa number.
      if ((digits.length === 13 && digits === match) || !passesLuhn(digits)) return match;
      // A JSON number stays a number, so the line stays valid JSON.
      return line[offset - 1] === ':' ? '0' : REDACTED;
    },
  ],
  // Opaque tokens: long random base64url runs holding letters and digits (our access, staff,
  // set-up and reset tokens are 43 characters). UUIDs (request and job ids) are not secrets.
  [
    /[A-Za-z0-9_-]{32,}/g,
    (match) =>
      /[0-9]/.test(match) && /[A-Za-z]/.test(match) && !UUID.test(match) ? REDACTED : match,
  ],
];

// Drizzle's "Failed query: <sql>\nparams: <values>" (its DrizzleQueryError) names the values the
// query carried: a sign-up's email, an address. The SQL (with $1 placeholders) stays, for finding
// the statement; the values go, in the message and in the stack, which repeats it.
const QUERY_VALUES = /(^|\n)params: [\s\S]*?(?=\n\s+at\s|\ncaused by:|$)/g;

/** Text (an error's message or stack) with a failed query's values replaced. */
export function scrubQueryValues(text: string): string {
  return text.replace(
    QUERY_VALUES,
    (match) => `${match.startsWith('\n') ? '\n' : ''}params: ${REDACTED}`,
  );
}

interface SerializedError {
  message?: unknown;
  stack?: unknown;
  params?: unknown;
  [key: string]: unknown;
}

/**
 * An error as the logger's serializer gave it, with a failed query's values gone: from the message
 * and stack, and Drizzle's `params` property (the values again). Causes serialized beside it too.
 */
export function scrubSerializedError<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Array.isArray(value))
    return value;
  const error = { ...(value as SerializedError) };
  if (typeof error.message === 'string') error.message = scrubQueryValues(error.message);
  if (typeof error.stack === 'string') error.stack = scrubQueryValues(error.stack);
  if (error.params !== undefined) error.params = REDACTED;
  for (const key of ['cause', 'aggregateErrors'] as const) {
    const nested = error[key];
    error[key] = Array.isArray(nested)
      ? nested.map((item: unknown) => scrubSerializedError(item, depth + 1))
      : scrubSerializedError(nested, depth + 1);
  }
  for (const key of ['cause', 'aggregateErrors']) if (error[key] === undefined) delete error[key];
  return error as T;
}

/**
 * What a request id may look like (nginx's $request_id, a UUID, AWS's trace ids): short and plain,
 * so a forged value cannot smuggle a line break or a payload into the logs (http-observer).
 */
export const REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** The field the request id is logged under (http-observer, the responder's reports). */
export const REQUEST_ID_FIELD = 'req_id';

// A request id is never a secret: ours is a UUID, and a proxy's is taken only when TRUST_PROXY
// says the proxy alone can reach us. nginx's is 32 hex characters, which the opaque-token sweep
// would take for a token, leaving no error traceable; so its value is set aside while the line is
// swept. \u0000 cannot occur inside a JSON string (it is written escaped), nor match a sweep.
const REQUEST_ID_IN_LINE = new RegExp(
  `"${REQUEST_ID_FIELD}":"(${REQUEST_ID.source.slice(1, -1)})"`,
  'g',
);
const SET_ASIDE = /\u0000(\d+)\u0000/g;

/** The finished JSON line with anything that looks like a secret replaced (stays valid JSON). */
export function sweepLine(line: string): string {
  const ids: string[] = [];
  let swept = line.replace(REQUEST_ID_IN_LINE, (_field, id: string) => {
    ids.push(id);
    return `"${REQUEST_ID_FIELD}":"\u0000${ids.length - 1}\u0000"`;
  });
  for (const [pattern, sweep] of SWEEPS) swept = swept.replace(pattern, sweep);
  return ids.length
    ? swept.replace(SET_ASIDE, (_mark, index: string) => ids[Number(index)]!)
    : swept;
}
