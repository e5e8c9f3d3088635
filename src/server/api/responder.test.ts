import { describe, expect, it, vi } from 'vitest';
import * as monitoring from '@/server/monitoring/report-error';
import { isDatabaseUnavailable } from './database-errors';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentRequiredError,
  PermissionDeniedError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { problemFrom } from './responder';

describe('problemFrom', () => {
  it.each([
    [
      new ValidationError({ email: ['Enter a valid email address.'] }),
      400,
      { email: ['Enter a valid email address.'] },
    ],
    [
      new AuthenticationError(),
      401,
      { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
    ],
    [
      new PaymentRequiredError('Card needed.'),
      402,
      { detail: 'Card needed.', code: 'payment_required' },
    ],
    [
      new PermissionDeniedError(),
      403,
      { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
    ],
    [new NotFoundError(), 404, { detail: 'Not found.', code: 'not_found' }],
    [
      new ConflictError('Taken.', 'email_conflict'),
      409,
      { detail: 'Taken.', code: 'email_conflict' },
    ],
    [
      new UnprocessableError('Declined.', 'failed_temporary_hold'),
      422,
      { detail: 'Declined.', code: 'failed_temporary_hold' },
    ],
    [
      new TooManyRequestsError('Slow down.', 'TooManyFailedLoginAttempts', 60),
      429,
      { detail: 'Slow down.', code: 'TooManyFailedLoginAttempts' },
    ],
    [
      new ValidationError({ email: ['Required.'], non_field_errors: ['Expected a JSON object.'] }),
      400,
      { email: ['Required.'], non_field_errors: ['Expected a JSON object.'] },
    ],
    [
      new BadRequestError('JSON parse error - Unexpected end of JSON input', 'parse_error'),
      400,
      { detail: 'JSON parse error - Unexpected end of JSON input', code: 'parse_error' },
    ],
    [
      new AuthenticationError('Given token not valid for any token type', 'token_not_valid'),
      401,
      { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    ],
    [
      new MethodNotAllowedError('PATCH', ['GET', 'PUT']),
      405,
      { detail: 'Method "PATCH" not allowed.', code: 'method_not_allowed' },
    ],
    [
      new PayloadTooLargeError(100 * 1024),
      413,
      { detail: 'Request body is larger than the 100 KB limit.', code: 'payload_too_large' },
    ],
    [
      new UnsupportedMediaTypeError('text/plain'),
      415,
      { detail: 'Unsupported media type "text/plain" in request.', code: 'unsupported_media_type' },
    ],
    [
      new UnprocessableError('Set a password first.', 'CUSTOMER_PASSWORD_NOT_SET'),
      422,
      { detail: 'Set a password first.', code: 'CUSTOMER_PASSWORD_NOT_SET' },
    ],
    [
      new ServiceUnavailableError(),
      503,
      {
        detail: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'service_unavailable',
      },
    ],
  ])('%s → %i', (error, status, body) => {
    const problem = problemFrom(error);
    expect(problem.status).toBe(status);
    expect(problem.body).toEqual(body);
  });

  it.each([
    [new AuthenticationError(), 'WWW-Authenticate', 'Bearer realm="api"'],
    [new MethodNotAllowedError('POST', ['GET', 'PUT']), 'Allow', 'GET, PUT'],
    [new ServiceUnavailableError(), 'Retry-After', '30'],
  ])('%s carries the %s header', (error, name, value) => {
    expect(problemFrom(error).headers[name]).toBe(value);
  });

  it('tells a client when to retry after throttling', () => {
    expect(
      problemFrom(new TooManyRequestsError('Slow down.', 'throttled', 90)).headers['Retry-After'],
    ).toBe('90');
  });

  it('turns an unreachable database into a 503 and anything else into a reported 500', () => {
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    expect(
      problemFrom(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
        .status,
    ).toBe(503);
    const unknown = problemFrom(new TypeError('x is undefined'));
    expect(unknown).toMatchObject({
      status: 500,
      body: { detail: 'A server error occurred.', code: 'server_error' },
    });
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '08006' }, true],
    [{ code: '57P01' }, true],
    [new Error('timeout exceeded when trying to connect'), true],
    [new Error('wrapped', { cause: { code: 'ETIMEDOUT' } }), true],
    [{ code: '08001' }, true],
    [{ code: '57P03' }, true],
    [new Error('Failed query: select 1', { cause: new Error('PGlite is closed') }), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'all'), true],
    [new Error('Failed query: select 1', { cause: { code: 'ENOTFOUND' } }), true],
    [{ code: '23505' }, false],
    [{ code: '42P01' }, false],
    [new Error('syntax error at or near "selec"'), false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
