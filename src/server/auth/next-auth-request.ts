import type { NextApiRequest } from 'next';
import { DomainError, ValidationError, type FieldErrors } from '@/server/errors';
import {
  addFieldError,
  DB_INT_MAX,
  fieldErrors,
  inspectValue,
  MESSAGES,
} from '@/server/api/input-guard';

/**
 * What NextAuth's catch-all route accepts, checked before NextAuth runs: NextAuth assumes its
 * inputs are well formed (a `callbackUrl` that is no URL, or an `error` code that is not ASCII,
 * makes it throw or write an invalid Location header), so anything else is refused here with the
 * API's 404, 405 or 400 and field messages.
 */

/** NextAuth's actions and the methods each answers (both credentials providers take POST only). */
const ACTIONS = new Map<string, readonly string[]>(
  Object.entries({
    providers: ['GET'],
    csrf: ['GET'],
    session: ['GET', 'POST'],
    signin: ['GET', 'POST'],
    signout: ['GET', 'POST'],
    callback: ['POST'],
    error: ['GET'],
    'verify-request': ['GET'],
    _log: ['POST'],
  }),
);
const PROVIDERS = new Set(['login', 'register']);

/** Form fields NextAuth or our providers read; each must be one string. */
const STRING_FIELDS = [
  'csrfToken',
  'callbackUrl',
  'json',
  'redirect',
  'email',
  'password',
  'first_name',
  'customer_group_id',
  // How many pups the quiz registers for (the welcome email's wording).
  'pup_count',
  'error',
  // The login's CAPTCHA answer, once its throttle asks for one (login-schedule.ts).
  'g-recaptcha-response',
];

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** A path on this site or an absolute http(s) URL, as a browser sends it (percent-encoded). */
export function isCallbackUrl(value: string): boolean {
  if (!PRINTABLE_ASCII.test(value)) return false;
  if (value.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function pathParts(req: NextApiRequest): string[] {
  const parts = req.query.nextauth;
  return Array.isArray(parts) ? parts : typeof parts === 'string' ? [parts] : [];
}

function checkFields(
  fields: Record<string, unknown>,
  errors: FieldErrors,
  names: readonly string[],
): void {
  inspectValue(fields, '', errors);
  for (const name of names) {
    if (!Object.hasOwn(fields, name) || Object.hasOwn(errors, name)) continue;
    const value = fields[name];
    if (typeof value !== 'string') {
      addFieldError(errors, name, MESSAGES.notString);
      continue;
    }
    if (name === 'callbackUrl' && !isCallbackUrl(value))
      addFieldError(errors, name, 'Enter a valid URL.');
    if (name === 'error' && !/^[\w-]{1,64}$/.test(value))
      addFieldError(errors, name, 'Unknown error code.');
    if (name === 'customer_group_id' && /^\d+$/.test(value) && Number(value) > DB_INT_MAX)
      addFieldError(errors, name, MESSAGES.tooBig);
  }
}

/** Which providers and form fields a NextAuth instance takes (the console has its own). */
export interface NextAuthShape {
  providers: ReadonlySet<string>;
  fields: readonly string[];
}
const SHOP_SHAPE: NextAuthShape = { providers: PROVIDERS, fields: STRING_FIELDS };

/** Throws the 404, 405 or 400 for a request NextAuth must not see. */
export function assertNextAuthRequest(
  req: NextApiRequest,
  shape: NextAuthShape = SHOP_SHAPE,
): void {
  const { providers } = shape;
  const [action = '', provider, ...rest] = pathParts(req);
  const methods = ACTIONS.get(action);
  const knownProvider = provider === undefined || providers.has(provider);
  const providerOk =
    action === 'callback'
      ? provider !== undefined && providers.has(provider)
      : action === 'error'
        ? provider === undefined || /^[\w-]{1,64}$/.test(provider)
        : knownProvider;
  if (!methods || !providerOk || rest.length) throw new DomainError('not_found');
  const method = (req.method ?? 'GET').toUpperCase();
  if (!methods.includes(method))
    throw new DomainError('method_not_allowed', `Method "${method}" not allowed.`, {
      allowedMethods: [...methods],
    });

  const errors = fieldErrors();
  const { nextauth: _parts, ...query } = req.query;
  checkFields(query, errors, shape.fields);
  const body: unknown = req.body;
  if (Array.isArray(body)) addFieldError(errors, 'non_field_errors', 'Expected form fields.');
  else if (body !== null && typeof body === 'object')
    checkFields(body as Record<string, unknown>, errors, shape.fields);
  else if (typeof body === 'string' && body.includes('\u0000'))
    addFieldError(errors, 'non_field_errors', MESSAGES.nul);
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
