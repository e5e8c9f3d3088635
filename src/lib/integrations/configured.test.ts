import { describe, expect, it } from 'vitest';
import type { IntegrationSettings } from '@/contracts/integrations';
import { anyThirdPartyConfigured } from './configured';

const NONE: IntegrationSettings = {
  app_env: 'production',
  sentry_dsn: null,
  datadog: null,
  gtm: null,
  flagship: null,
  intercom: null,
};
const DATADOG = { application_id: 'a', client_token: 'b', site: 'datadoghq.com', proxy_url: null };

describe('anyThirdPartyConfigured', () => {
  it.each<[string, Partial<IntegrationSettings>, boolean]>([
    ['nothing set', {}, false],
    ['a Sentry DSN', { sentry_dsn: 'https://key@sentry.example/1' }, true],
    [
      'a Sentry DSN on a laptop (reporting is off locally)',
      { sentry_dsn: 'x', app_env: 'local' },
      false,
    ],
    ['Datadog', { datadog: DATADOG }, true],
    ['Datadog on a laptop (RUM is off locally)', { datadog: DATADOG, app_env: 'local' }, false],
    ['a tag manager container', { gtm: { container_id: 'GTM-TEST', origin: 'https://x' } }, true],
    ['Flagship', { flagship: { env_id: 'e', api_key: 'k', decision_api_url: null } }, true],
    ['an Intercom app', { intercom: { app_id: 'app', widget_origin: 'https://x' } }, true],
  ])('%s: %s', (_, settings, expected) => {
    expect(anyThirdPartyConfigured({ ...NONE, ...settings })).toBe(expected);
  });
});
