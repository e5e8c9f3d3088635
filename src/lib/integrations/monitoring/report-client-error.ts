import { publicEnv } from '@/env';

/**
 * Reports an error seen in the browser. It always reaches the console; Sentry is loaded lazily and
 * only when a DSN is configured, so reporting can never break or slow down a page.
 */
export function reportClientError(error: unknown, context: Record<string, unknown> = {}): void {
  console.error(error, context);
  if (!publicEnv.sentryDsn || publicEnv.appEnv === 'local') return;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, { extra: context }))
    .catch(() => undefined);
}
