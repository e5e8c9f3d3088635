// Options the browser and server Sentry set-ups share.
import { scrubBreadcrumb, scrubEvent } from './src/server/observability/scrub-report';

const NOT_FOUND_TRANSACTIONS = new Set(['/404', '/_error']);

/**
 * The share of transactions traced in a deployed environment when SENTRY_TRACES_SAMPLE_RATE is
 * not set: every request traced costs the instance an envelope and the Sentry quota, so a tenth
 * is enough to see where time goes. Errors are always reported, whatever the rate.
 */
export const DEFAULT_TRACES_SAMPLE_RATE = 0.1;

/** SENTRY_TRACES_SAMPLE_RATE (0 to 1); anything else gives the default. Never traced locally. */
export function tracesSampleRate(appEnv: string, raw: string | undefined): number {
  if (appEnv === 'local') return 0;
  const rate = raw?.trim() ? Number(raw) : NaN;
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_TRACES_SAMPLE_RATE;
}

export function sentryBaseOptions(appEnv: string, rawSampleRate?: string) {
  return {
    environment: appEnv,
    // Locally errors only go to the console.
    enabled: appEnv !== 'local',
    tracesSampleRate: tracesSampleRate(appEnv, rawSampleRate),
    sendDefaultPii: false,
    // What reaches Sentry goes through the log's scrubber first (src/server/observability/scrub.ts):
    // a reported URL can hold a skip link's ?token=, an error a failed query's email.
    beforeSend<T extends object>(event: T): T {
      return scrubEvent(event);
    },
    // Not-found pages are not worth a transaction.
    beforeSendTransaction<T extends { transaction?: string }>(event: T): T | null {
      return event.transaction && NOT_FOUND_TRANSACTIONS.has(event.transaction)
        ? null
        : scrubEvent(event);
    },
    beforeBreadcrumb<T extends object>(breadcrumb: T): T {
      return scrubBreadcrumb(breadcrumb);
    },
  };
}
