import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import { captureLogs, logger } from '@/server/observability/logger';
import { DEPLOYMENT_SERVICES_ENV } from '../../../tests/helpers/deployment-env';
import { reportError } from './report-error';

const captureException = vi.fn();
vi.mock('@sentry/nextjs', () => ({ captureException }));

function withEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetServerEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
  captureException.mockReset();
});

describe('reportError', () => {
  it('logs the error as one JSON line: name, message, stack and the context’s fields', () => {
    const captured = captureLogs();
    const error = new TypeError('boom');
    reportError(error, { url: '/api/v3/health/', req_id: 'abc' });
    captured.restore();
    const [line, ...rest] = captured.lines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 'error',
      msg: 'boom',
      url: '/api/v3/health/',
      req_id: 'abc',
      err: {
        type: 'TypeError',
        message: 'boom',
        stack: expect.stringContaining('TypeError: boom'),
      },
    });
  });

  it('keeps a failed query’s values and a URL’s query out of the line (a sign-up in an outage)', () => {
    const captured = captureLogs();
    const outage = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
    });
    const error = new DrizzleQueryError(
      'insert into "customers" ("email", "first_name") values ($1, $2) returning "id"',
      ['jane.doe@example.com', 'Jane'],
      outage,
    );
    reportError(error, {
      method: 'POST',
      url: '/api/auth/callback/register/?email=jane.doe%40example.com',
      kind: 'database_unavailable',
    });
    captured.restore();
    expect(captured.text()).not.toMatch(/jane\.doe|Jane/);
    const [line] = captured.lines();
    expect(line).toMatchObject({
      url: '/api/auth/callback/register/',
      msg: expect.stringContaining('Failed query: insert into "customers"'),
      err: { message: expect.stringContaining('params: [redacted]'), params: '[redacted]' },
    });
    expect(String((line!.err as { stack: string }).stack)).toContain('ECONNREFUSED');
  });

  it('logs what was thrown when it is not an Error', () => {
    const captured = captureLogs();
    reportError('a string', { where: 'test' });
    captured.restore();
    expect(captured.lines()).toEqual([
      expect.objectContaining({ msg: 'Unexpected server error', err: 'a string', where: 'test' }),
    ]);
  });

  it('sends the error to Sentry when a DSN is configured outside local', async () => {
    withEnv({
      ...DEPLOYMENT_SERVICES_ENV,
      APP_ENV: 'staging',
      SENTRY_DSN: 'https://key@sentry.example/1',
    });
    const error = new Error('boom');
    reportError(error, { method: 'GET' });
    await vi.waitFor(() =>
      expect(captureException).toHaveBeenCalledWith(error, { extra: { method: 'GET' } }),
    );
  });

  it('keeps local reports in the log', async () => {
    withEnv({ APP_ENV: 'local', SENTRY_DSN: 'https://key@sentry.example/1' });
    const local = new Error('local');
    reportError(local);
    // A report made after it is forwarded: once it has arrived, the local one would have too.
    withEnv({
      ...DEPLOYMENT_SERVICES_ENV,
      APP_ENV: 'staging',
      SENTRY_DSN: 'https://key@sentry.example/1',
    });
    const staged = new Error('staged');
    reportError(staged);
    await vi.waitFor(() => expect(captureException).toHaveBeenCalledWith(staged, { extra: {} }));
    expect(captureException).not.toHaveBeenCalledWith(local, expect.anything());
  });

  it('never throws, even when logging or the environment fails', () => {
    vi.spyOn(logger(), 'error').mockImplementation(() => {
      throw new Error('stdout closed');
    });
    withEnv({ APP_ENV: 'nonsense' });
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
