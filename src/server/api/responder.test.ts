import { describe, expect, it, vi } from 'vitest';
import * as monitoring from '@/server/monitoring/report-error';
import { isDatabaseUnavailable } from './database-errors';
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  TooManyRequestsError,
  UnprocessableError,
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
  ])('%s → %i', (error, status, body) => {
    const problem = problemFrom(error);
    expect(problem.status).toBe(status);
    expect(problem.body).toEqual(body);
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
    [{ code: '23505' }, false],
    [new Error('syntax error at or near "selec"'), false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
