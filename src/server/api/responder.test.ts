import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import * as monitoring from '@/server/monitoring/report-error';
import { isDatabaseUnavailable } from './database-errors';
import { CHECKOUT_ERROR_CODES, ERROR_CODES } from '@/contracts/errors';
import { DomainError, ValidationError } from '@/server/errors';
import { ERROR_STATUSES } from './error-statuses';
import { problemFrom, sendProblem } from './responder';

describe('problemFrom', () => {
  it.each(ERROR_CODES.map((code) => [code, ERROR_STATUSES[code].status] as const))(
    '%s answers %i with its detail and code',
    (code, status) => {
      const problem = problemFrom(new DomainError(code, 'Because.'));
      expect(problem.status).toBe(status);
      expect(problem.status).toBeGreaterThanOrEqual(400);
      expect(problem.body).toEqual({ detail: 'Because.', code });
    },
  );

  // The statuses callers depend on (spec section 8 and DRF): pinned here, not read back.
  it.each([
    ...CHECKOUT_ERROR_CODES.map((code) => [code, 422] as const),
    ['parse_error', 400],
    ['too_late_to_change', 400],
    ['subscription_cancelled', 400],
    ['not_authenticated', 401],
    ['token_not_valid', 401],
    ['payment_required', 402],
    ['payment_declined', 402],
    ['permission_denied', 403],
    ['totp_required', 403],
    ['not_found', 404],
    ['method_not_allowed', 405],
    ['conflict', 409],
    ['email_conflict', 409],
    ['check_in_too_late', 409],
    ['payload_too_large', 413],
    ['unsupported_media_type', 415],
    ['default_card_in_use', 422],
    ['card_not_saved', 422],
    ['service_unavailable', 503],
  ] as const)('%s is %i', (code, status) => {
    expect(problemFrom(new DomainError(code)).status).toBe(status);
  });

  it.each([
    [new DomainError('not_authenticated'), 'Authentication credentials were not provided.'],
    [new DomainError('permission_denied'), 'You do not have permission to perform this action.'],
    [new DomainError('not_found'), 'Not found.'],
    [
      new DomainError('service_unavailable'),
      'The service is temporarily unavailable. Please try again shortly.',
    ],
  ])('%s without a detail says the standard words', (error, detail) => {
    expect(problemFrom(error).body).toEqual({ detail, code: error.code });
  });

  it('answers field errors as a 400 field map without a code', () => {
    const fields = { email: ['Required.'], non_field_errors: ['Expected a JSON object.'] };
    expect(problemFrom(new ValidationError(fields))).toEqual({
      status: 400,
      body: fields,
      headers: {},
    });
  });

  it("answers a refused card with the provider's code under the table's status", () => {
    const error = new DomainError('payment_declined', 'Your card has expired.', {
      providerCode: 'expired_card',
    });
    expect(problemFrom(error)).toMatchObject({
      status: 402,
      body: { detail: 'Your card has expired.', code: 'expired_card' },
    });
  });

  it.each([
    [new DomainError('not_authenticated'), 'WWW-Authenticate', 'Bearer realm="api"'],
    [new DomainError('token_not_valid'), 'WWW-Authenticate', 'Bearer realm="api"'],
    [
      new DomainError('method_not_allowed', 'Method "POST" not allowed.', {
        allowedMethods: ['GET', 'PUT'],
      }),
      'Allow',
      'GET, PUT',
    ],
    [new DomainError('service_unavailable'), 'Retry-After', '30'],
  ])('%s carries the %s header', (error, name, value) => {
    expect(problemFrom(error).headers[name]).toBe(value);
  });

  it('turns an unreachable database into a 503 and anything else into a reported 500', () => {
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    expect(
      problemFrom(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
        .status,
    ).toBe(503);
    const unknown = problemFrom(new TypeError('x is undefined'));
    expect(unknown).toEqual({
      status: 500,
      body: { detail: 'A server error occurred.', code: 'server_error' },
      headers: {},
    });
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('sendProblem', () => {
  it('reports an unknown error with the request id and without the query string', () => {
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Request-Id', 'req-42');
    const error = new Error('boom');
    sendProblem(res, error, { method: 'GET', url: '/auth/reset-password/?token=abc' });
    expect(res.statusCode).toBe(500);
    expect(report).toHaveBeenCalledWith(error, {
      method: 'GET',
      url: '/auth/reset-password/',
      req_id: 'req-42',
    });
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
