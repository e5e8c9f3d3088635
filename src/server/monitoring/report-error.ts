import { serverEnv } from '@/env/server';
import { logger } from '@/server/observability/logger';
import { scrubQueryValues } from '@/server/observability/scrub';

/**
 * Reports an unexpected server error: always as one JSON log line (the error's name, message and
 * stack as fields, beside the context's fields), and to Sentry when a DSN is set and the
 * deployment is not local. Never throws: reporting must not turn one failure into two.
 */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  // A URL's query may carry a token or an email (a sign-up's, a link's): the path says enough.
  if (typeof context.url === 'string') context = { ...context, url: context.url.split('?')[0] };
  try {
    logger().error(
      { ...context, err: error },
      error instanceof Error ? scrubQueryValues(error.message) : 'Unexpected server error',
    );
  } catch {
    // The log is gone (stdout closed): Sentry may still hear of it.
  }
  try {
    const env = serverEnv();
    if (!env.sentryDsn || env.appEnv === 'local') return;
    import('@sentry/nextjs')
      .then((Sentry) => Sentry.captureException(error, { extra: context }))
      .catch(() => undefined);
  } catch {
    // Nothing sensible left to do.
  }
}
