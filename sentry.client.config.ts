// Browser error reporting. Imported lazily after the page is interactive, and only when
// NEXT_PUBLIC_SENTRY_DSN is set, so it never weighs on first load or breaks a page.
import * as Sentry from '@sentry/nextjs';
import { sentryBaseOptions } from './sentry.shared';

const appEnv = process.env.NEXT_PUBLIC_APP_ENV ?? 'local';

export function initSentryClient(): void {
  Sentry.init({
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    ...sentryBaseOptions(appEnv),
    // Noise from browsers and extensions that says nothing about the shop.
    ignoreErrors: [
      'ResizeObserver loop limit exceeded',
      'ResizeObserver loop completed with undelivered notifications',
      'Non-Error promise rejection captured',
      /^Script error\.?$/,
      /chrome-extension:\/\//,
      /moz-extension:\/\//,
    ],
    denyUrls: [
      /extensions\//i,
      /^chrome:\/\//i,
      /^chrome-extension:\/\//i,
      /^moz-extension:\/\//i,
      /widget\.intercom\.io/i,
      /googletagmanager\.com/i,
    ],
  });
}
