/**
 * Runs once when a server process starts. Validating the environment here makes a misconfigured
 * production server refuse to start instead of failing on its first request; then the job
 * runtime starts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./env');
  const env = serverEnv();
  if (env.sentryDsn) await import('../sentry.server.config');
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The job worker (renewals, email delivery) runs in the server process unless WORKER=off.
  const { startProcessJobs } = await import('./server/jobs/process-worker');
  void startProcessJobs();
}
