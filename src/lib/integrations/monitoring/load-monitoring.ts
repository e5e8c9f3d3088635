import type { AppEnv } from '@/env/client';
import { whenIdle } from '../when-idle';

/**
 * Starts browser error reporting once the page is idle, and only when a Sentry DSN is configured:
 * the SDK never weighs on first load, and a blocked or failing script cannot break the page.
 */
export function loadMonitoring(dsn: string | null, appEnv: AppEnv): void {
  if (!dsn || appEnv === 'local') return;
  const start = () => {
    import('../../../../sentry.client.config')
      .then(({ initSentryClient }) => initSentryClient(dsn, appEnv))
      .catch((error: unknown) => console.warn('Error reporting could not start', error));
  };
  whenIdle(start);
}
