// Options the browser and server Sentry set-ups share.
import { scrubBreadcrumb, scrubEvent } from './src/server/observability/scrub-report';

const NOT_FOUND_TRANSACTIONS = new Set(['/404', '/_error']);

export function sentryBaseOptions(appEnv: string) {
  return {
    environment: appEnv,
    // Locally errors only go to the console.
    enabled: appEnv !== 'local',
    tracesSampleRate: appEnv === 'local' ? 0 : 1.0,
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
