import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests } from '@/env';
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
  it('always logs the error with its context', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportError(error, { url: '/api/v3/health/' });
    expect(log).toHaveBeenCalledWith('[server error]', { url: '/api/v3/health/' }, error);
  });

  it('sends the error to Sentry when a DSN is configured outside local', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
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

  it('keeps local reports on the console', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withEnv({ APP_ENV: 'local', SENTRY_DSN: 'https://key@sentry.example/1' });
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(captureException).not.toHaveBeenCalled();
  });

  it('never throws, even when logging or the environment fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {
      throw new Error('stderr closed');
    });
    withEnv({ APP_ENV: 'nonsense' });
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
