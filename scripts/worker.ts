// `npm run worker`: one more job worker (renewals, email delivery) against DATABASE_URL.
// The embedded database serves one process only, so there the web server's own worker is the one.
// On SIGTERM it fetches no more jobs, finishes those it holds within SHUTDOWN_GRACE_MS, hands
// back the rest to the other workers and exits 0.
import { describeError } from '@/server/db/describe-error';
import { startProcessJobs } from '@/server/jobs/process-worker';
import { setLogService } from '@/server/observability/logger';
import { databaseMetricSources } from '@/server/observability/database-metrics';
import { setMetricSources } from '@/server/observability/metrics';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { stopWorkerOnSignals } from '@/server/startup/worker-process';

const env = checkEnvOrExit('worker');
setLogService('worker');
if (!env.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the worker runs inside `npm start`.',
  );
  process.exit(1);
}

// The operations gauges (stored by the ops-metrics job) and the pool's use on this worker's
// metrics too, as on a web instance's /api/metrics (docs/operations.md, "Logs and metrics").
setMetricSources(databaseMetricSources());

const runtime = startProcessJobs(true).then((started) => {
  if (!started) throw new Error('The job queue could not start');
  return started;
});
stopWorkerOnSignals(runtime, { graceMs: env.shutdownGraceMs });
runtime.catch((error: unknown) => {
  console.error(`The worker failed: ${describeError(error)}`);
  process.exit(1);
});
