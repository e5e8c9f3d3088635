import { describe, expect, it } from 'vitest';
import { anyThirdPartyConfigured } from './configured';

const NONE = {
  appEnv: 'production',
  sentryDsn: undefined,
  datadogApplicationId: undefined,
  datadogClientToken: undefined,
  gtmId: undefined,
  flagshipEnvId: undefined,
  flagshipApiKey: undefined,
  intercomAppId: undefined,
} as const;

describe('anyThirdPartyConfigured', () => {
  it.each([
    ['nothing set', {}, false],
    ['a Sentry DSN', { sentryDsn: 'https://key@sentry.example/1' }, true],
    [
      'a Sentry DSN on a laptop (reporting is off locally)',
      { sentryDsn: 'x', appEnv: 'local' as const },
      false,
    ],
    ['Datadog with both ids', { datadogApplicationId: 'a', datadogClientToken: 'b' }, true],
    ['Datadog with one id only', { datadogApplicationId: 'a' }, false],
    ['a tag manager container', { gtmId: 'GTM-TEST' }, true],
    ['Flagship with both keys', { flagshipEnvId: 'e', flagshipApiKey: 'k' }, true],
    ['Flagship without its key', { flagshipEnvId: 'e' }, false],
    ['an Intercom app', { intercomAppId: 'app' }, true],
  ])('%s: %s', (_, env, expected) => {
    expect(anyThirdPartyConfigured({ ...NONE, ...env })).toBe(expected);
  });
});
