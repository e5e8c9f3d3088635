import { describe, expect, it } from 'vitest';
import {
  BROWSER_NOISE,
  sentryClientOptions,
  THIRD_PARTY_URLS,
} from '../../../../sentry.client.config';
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

/** How Sentry matches these lists: a string anywhere in the value, or a pattern. */
const matches = (value: string, patterns: Array<string | RegExp>) =>
  patterns.some((pattern) =>
    typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value),
  );

describe('sentryClientOptions', () => {
  it('carries the base options and the DSN, with no session replay', () => {
    const options = sentryClientOptions('https://key@o1.ingest.sentry.io/2', 'production');
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      enabled: true,
      tracesSampleRate: 1,
    });
    expect(options).not.toHaveProperty('replaysSessionSampleRate');
    expect(options).not.toHaveProperty('replaysOnErrorSampleRate');
    expect(options).not.toHaveProperty('integrations');
    expect(sentryClientOptions(undefined, 'local')).toMatchObject({ enabled: false });
  });

  it.each([
    'ResizeObserver loop completed with undelivered notifications',
    'Script error.',
    'TypeError: x is undefined at chrome-extension://abcdef/content.js:1:2',
    'Non-Error promise rejection captured with value: undefined',
  ])('ignores browser and extension noise: %s', (message) => {
    expect(matches(message, BROWSER_NOISE)).toBe(true);
  });

  it.each([
    "TypeError: Cannot read properties of undefined (reading 'price_per_week')",
    'ApiError: Hmm. Something went wrong. Please refresh the page and try again.',
  ])('keeps errors that may be ours: %s', (message) => {
    expect(matches(message, BROWSER_NOISE)).toBe(false);
  });

  it.each([
    'chrome-extension://abcdef/inject.js',
    'https://www.googletagmanager.com/gtm.js?id=GTM-1',
    'https://js.stripe.com/v3/',
    'https://widget.intercom.io/widget/app1',
    'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js',
  ])('ignores errors thrown from third-party scripts: %s', (url) => {
    expect(matches(url, THIRD_PARTY_URLS)).toBe(true);
  });

  it('keeps errors thrown from our own scripts', () => {
    expect(
      matches('https://www.ollie.com/_next/static/chunks/pages/checkout-1a2b.js', THIRD_PARTY_URLS),
    ).toBe(false);
  });
});
