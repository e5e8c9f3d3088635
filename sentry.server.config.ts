// Server-side error reporting. Loaded by src/instrumentation.ts only when SENTRY_DSN is set.
import * as Sentry from '@sentry/nextjs';

const appEnv = process.env.APP_ENV ?? 'local';

Sentry.init({
  dsn: process.env.SENTRY_DSN,
  environment: appEnv,
  // Locally errors only go to the console.
  enabled: appEnv !== 'local',
  tracesSampleRate: appEnv === 'local' ? 0 : 1.0,
  sendDefaultPii: false,
  beforeSendTransaction(event) {
    // Not-found pages are not worth a transaction.
    return event.transaction === '/404' || event.transaction === '/_error' ? null : event;
  },
});
