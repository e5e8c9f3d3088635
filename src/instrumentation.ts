/**
 * Runs once when a server process starts. Validating the environment here makes a misconfigured
 * production server refuse to start instead of failing on its first request; then the job
 * runtime starts.
 */
export async function register() {
  // The Node-only work sits inside this literal test, as Next documents: the edge bundle (for
  // src/proxy.ts) drops the whole branch, in `next dev` too, where an early return left the
  // imports after it reachable and the dev server failed on nodemailer, pg and prom-client.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('./env/server');
    const env = serverEnv();
    if (env.sentryDsn) await import('../sentry.server.config');
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // The job worker (renewals, email delivery) runs in the server process unless WORKER=off.
    // Its first start is awaited, so it listens for the emails the requests announce from the
    // first request on, instead of leaving them minutes for the outbox sweep; a failed start does
    // not hold the server back (it is tried again in the background).
    const { startProcessJobs } = await import('./server/jobs/process-worker');
    await startProcessJobs();
  }
}
