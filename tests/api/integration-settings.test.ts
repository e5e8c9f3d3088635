import { afterEach, describe, expect, it, vi } from 'vitest';
import route from '@/pages/api/integrations';
import { resetServerEnvForTests } from '@/env/server';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const STAND_IN = 'http://127.0.0.1:3199';

describe('GET /api/integrations/', () => {
  useTestDatabase();
  const call = useRoute(route);
  const withEnv = (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetServerEnvForTests();
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnvForTests();
  });

  it('names no third party when none is configured', async () => {
    withEnv({ APP_ENV: 'test' });
    const response = await call({ url: '/api/integrations/' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      app_env: 'test',
      sentry_dsn: null,
      datadog: null,
      gtm: null,
      flagship: null,
      intercom: null,
    });
    expect(response.headers.get('cache-control')).toContain('max-age=');
  });

  it('tells the browser what the server was started with, not what the build saw', async () => {
    withEnv({
      APP_ENV: 'test',
      NEXT_PUBLIC_GTM_ID: 'GTM-STANDIN',
      NEXT_PUBLIC_GTM_ORIGIN: STAND_IN,
      NEXT_PUBLIC_INTERCOM_APP_ID: 'standin',
      NEXT_PUBLIC_FLAGSHIP_ENV_ID: 'env',
      NEXT_PUBLIC_FLAGSHIP_API_KEY: 'key',
      NEXT_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:3199/1`,
      NEXT_PUBLIC_DATADOG_APPLICATION_ID: 'app',
      NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: 'pub',
      NEXT_PUBLIC_DATADOG_PROXY_URL: `${STAND_IN}/rum`,
    });
    const { json } = await call({ url: '/api/integrations/' });
    expect(json).toEqual({
      app_env: 'test',
      sentry_dsn: 'http://publickey@127.0.0.1:3199/1',
      datadog: {
        application_id: 'app',
        client_token: 'pub',
        site: 'datadoghq.com',
        proxy_url: `${STAND_IN}/rum`,
      },
      gtm: { container_id: 'GTM-STANDIN', origin: STAND_IN },
      flagship: { env_id: 'env', api_key: 'key', decision_api_url: null },
      intercom: { app_id: 'standin', widget_origin: 'https://widget.intercom.io' },
    });
  });

  it('leaves out a third party configured by half, as the policy does', async () => {
    withEnv({ NEXT_PUBLIC_FLAGSHIP_ENV_ID: 'env', NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: 'pub' });
    const { json } = await call({ url: '/api/integrations/' });
    expect(json).toMatchObject({ flagship: null, datadog: null });
  });

  it('answers 405 to anything but GET', async () => {
    const response = await call({ method: 'POST', url: '/api/integrations/' });
    expect(response.status).toBe(405);
  });
});
