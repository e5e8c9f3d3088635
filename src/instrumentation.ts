/**
 * Runs once when a server process starts. Validating the environment here makes a misconfigured
 * production server refuse to start instead of failing on its first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./env');
  const env = serverEnv();
  if (env.sentryDsn) await import('../sentry.server.config');
}
