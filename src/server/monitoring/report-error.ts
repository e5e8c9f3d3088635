import { serverEnv } from '@/env';

/**
 * Reports an unexpected server error: always to the console, and to Sentry when a DSN is set and
 * the deployment is not local. Never throws: reporting must not turn one failure into two.
 */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  try {
    console.error('[server error]', context, error);
    const env = serverEnv();
    if (!env.sentryDsn || env.appEnv === 'local') return;
    import('@sentry/nextjs')
      .then((Sentry) => Sentry.captureException(error, { extra: context }))
      .catch(() => undefined);
  } catch {
    // Nothing sensible left to do.
  }
}
