// Options the browser and server Sentry set-ups share.
const NOT_FOUND_TRANSACTIONS = new Set(['/404', '/_error']);

export function sentryBaseOptions(appEnv: string) {
  return {
    environment: appEnv,
    // Locally errors only go to the console.
    enabled: appEnv !== 'local',
    tracesSampleRate: appEnv === 'local' ? 0 : 1.0,
    sendDefaultPii: false,
    // Not-found pages are not worth a transaction.
    beforeSendTransaction<T extends { transaction?: string }>(event: T): T | null {
      return event.transaction && NOT_FOUND_TRANSACTIONS.has(event.transaction) ? null : event;
    },
  };
}
