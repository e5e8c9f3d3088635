import { integrationSettings } from '../settings';

/**
 * Reports an error seen in the browser. It always reaches the console; Sentry is loaded lazily and
 * only when the server names a DSN (GET /api/integrations/), so reporting can never break or slow down a page.
 */
export function reportClientError(error: unknown, context: Record<string, unknown> = {}): void {
  console.error(error, context);
  void integrationSettings().then((settings) => {
    if (!settings?.sentry_dsn || settings.app_env === 'local') return;
    import('@sentry/nextjs')
      .then((Sentry) => Sentry.captureException(error, { extra: context }))
      .catch(() => undefined);
  });
}
