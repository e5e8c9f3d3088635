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

  it.each(['test', 'staging', 'production'])('samples a tenth of transactions in %s', (appEnv) => {
    expect(sentryBaseOptions(appEnv)).toMatchObject({
      enabled: true,
      environment: appEnv,
      tracesSampleRate: 0.1,
      sendDefaultPii: false,
    });
  });

  it.each([
    ['0.25', 0.25],
    ['0', 0],
    ['1', 1],
    ['1.5', 0.1],
    ['-1', 0.1],
    ['all', 0.1],
    ['', 0.1],
  ])('takes SENTRY_TRACES_SAMPLE_RATE=%j as %d in production', (raw, rate) => {
    expect(sentryBaseOptions('production', raw).tracesSampleRate).toBe(rate);
  });

  it('never traces locally, whatever the rate says', () => {
    expect(sentryBaseOptions('local', '1').tracesSampleRate).toBe(0);
  });

  it('drops not-found transactions and keeps the others', () => {
    const { beforeSendTransaction } = sentryBaseOptions('production');
    expect(beforeSendTransaction({ transaction: '/404' })).toBeNull();
    expect(beforeSendTransaction({ transaction: '/_error' })).toBeNull();
    expect(beforeSendTransaction({ transaction: '/recipes' })).toEqual({ transaction: '/recipes' });
  });
});

describe('what reaches Sentry', () => {
  const token = 'Zk3-q_9xYwVbT2mN8pL4rS6tU0vW1xY2zA3bC4dE5fG';
  const nginxId = '7c1f0e9a3b5d4c2e8f6a1b0c9d8e7f6a';
  const eventId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const { beforeSend, beforeSendTransaction, beforeBreadcrumb } = sentryBaseOptions('production');

  it('goes through the log’s scrubber: tokens, credentials and a failed query’s values', () => {
    const event = {
      event_id: eventId,
      contexts: { trace: { trace_id: eventId, span_id: '1a2b3c4d5e6f7a8b' } },
      extra: {
        url: `/account/skip/?token=${token}`,
        req_id: nginxId,
        where: 'web request',
        password: 'long walks in the rain',
      },
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value:
              'Failed query: insert into "customers" ("email") values ($1)\nparams: jane@example.com',
            stacktrace: { frames: [{ filename: 'app:///dist/web.mjs', lineno: 7 }] },
          },
        ],
      },
      request: {
        url: `https://shop.example.com/account/skip/?token=${token}`,
        query_string: `token=${token}&week=2`,
        headers: { Authorization: `Bearer ${token}`, 'User-Agent': 'Mozilla/5.0' },
        cookies: { 'next-auth.session-token': token },
      },
    };
    const sent = beforeSend(event);
    expect(JSON.stringify(sent)).not.toMatch(new RegExp(`${token}|jane@example|long walks`));
    expect(sent).toMatchObject({
      event_id: eventId,
      contexts: { trace: { trace_id: eventId, span_id: '1a2b3c4d5e6f7a8b' } },
      extra: { url: '/account/skip/?token=[redacted]', req_id: nginxId, where: 'web request' },
      request: {
        query_string: 'token=[redacted]&week=2',
        headers: { Authorization: '[redacted]', 'User-Agent': 'Mozilla/5.0' },
        cookies: '[redacted]',
      },
    });
    expect(sent.exception.values[0]).toEqual({
      type: 'DrizzleQueryError',
      value: 'Failed query: insert into "customers" ("email") values ($1)\nparams: [redacted]',
      stacktrace: { frames: [{ filename: 'app:///dist/web.mjs', lineno: 7 }] },
    });
  });

  it('scrubs transactions and breadcrumbs too', () => {
    const transaction = beforeSendTransaction({
      transaction: '/account/skip',
      request: { url: `https://shop.example.com/account/skip/?token=${token}` },
    });
    expect(JSON.stringify(transaction)).not.toContain(token);
    const crumb = beforeBreadcrumb({
      category: 'fetch',
      data: { url: `/api/v3/skip-links/?token=${token}`, status_code: 200 },
    });
    expect(crumb).toEqual({
      category: 'fetch',
      data: { url: '/api/v3/skip-links/?token=[redacted]', status_code: 200 },
    });
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
      tracesSampleRate: 0.1,
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
