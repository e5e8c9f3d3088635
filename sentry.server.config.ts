// Server-side error reporting. Loaded by src/instrumentation.ts only when SENTRY_DSN is set.
import * as Sentry from '@sentry/nextjs';
import { sentryBaseOptions } from './sentry.shared';

Sentry.init({
  dsn: process.env.SENTRY_DSN,
  ...sentryBaseOptions(process.env.APP_ENV ?? 'local', process.env.SENTRY_TRACES_SAMPLE_RATE),
});
