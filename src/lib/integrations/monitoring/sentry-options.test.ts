import { describe, expect, it } from 'vitest';
import { sentryBaseOptions } from '../../../../sentry.shared';

describe('sentryBaseOptions', () => {
  it('is off in the local environment, where errors only reach the console', () => {
    expect(sentryBaseOptions('local')).toMatchObject({ enabled: false, tracesSampleRate: 0 });
  });

  it.each(['test', 'staging', 'production'])('samples every transaction in %s', (appEnv) => {
    expect(sentryBaseOptions(appEnv)).toMatchObject({
      enabled: true,
      environment: appEnv,
      tracesSampleRate: 1,
      sendDefaultPii: false,
    });
  });

  it('drops not-found transactions and keeps the others', () => {
    const { beforeSendTransaction } = sentryBaseOptions('production');
    expect(beforeSendTransaction({ transaction: '/404' })).toBeNull();
    expect(beforeSendTransaction({ transaction: '/_error' })).toBeNull();
    expect(beforeSendTransaction({ transaction: '/recipes' })).toEqual({ transaction: '/recipes' });
  });
});
