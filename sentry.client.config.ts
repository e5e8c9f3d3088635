// Browser error reporting. Imported lazily after the page is interactive, and only when
// NEXT_PUBLIC_SENTRY_DSN is set, so it never weighs on first load or breaks a page.
// No session replay: Datadog records sessions, and only with consent.
import * as Sentry from '@sentry/nextjs';
import { sentryBaseOptions } from './sentry.shared';

/** Errors from browsers and extensions that say nothing about the shop. */
export const BROWSER_NOISE: Array<string | RegExp> = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
  // Cross-origin scripts report no detail; ours are same-origin, so these are someone else's.
  /^Script error\.?$/,
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
  /safari-(web-)?extension:\/\//,
  // Injected by in-app browsers and translation or password managers.
  'instantSearchSDKJSBridgeClearHighlight',
  'Java object is gone',
];

/** Errors thrown from these scripts are theirs, not ours (extensions and hosted third parties). */
export const THIRD_PARTY_URLS: RegExp[] = [
  /extensions\//i,
  /^chrome:\/\//i,
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-(web-)?extension:\/\//i,
  /widget\.intercom\.io/i,
  /js\.intercomcdn\.com/i,
  /googletagmanager\.com/i,
  /google-analytics\.com/i,
  /js\.stripe\.com/i,
  /www\.(google|gstatic)\.com\/recaptcha/i,
];

export function sentryClientOptions(dsn: string | undefined, appEnv: string) {
  return {
    dsn,
    ...sentryBaseOptions(appEnv),
    ignoreErrors: BROWSER_NOISE,
    denyUrls: THIRD_PARTY_URLS,
  };
}

export function initSentryClient(dsn: string | undefined, appEnv: string): void {
  Sentry.init(sentryClientOptions(dsn, appEnv));
}
