// `npm run worker`: one more job worker (renewals, email delivery) against DATABASE_URL.
// The embedded database serves one process only, so there the web server's own worker is the one.
// It serves /health, /ready and /metrics on WORKER_PORT (src/server/startup/worker-http.ts).
// On SIGTERM it fetches no more jobs, finishes those it holds within SHUTDOWN_GRACE_MS, hands
// back the rest to the other workers and exits 0.
import { closeDb } from '@/server/db/client';
import { startProcessJobs } from '@/server/jobs/process-worker';
import { flushLogs, logger, setLogService } from '@/server/observability/logger';
import { databaseMetricSources } from '@/server/observability/database-metrics';
import { setMetricSources } from '@/server/observability/metrics';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { startWorkerHttp } from '@/server/startup/worker-http';
import { stopWorkerOnSignals } from '@/server/startup/worker-process';

const env = checkEnvOrExit('worker');
setLogService('worker');

async function fail(message: string, error?: unknown): Promise<never> {
  logger().fatal({ component: 'lifecycle', ...(error ? { err: error } : {}) }, message);
  await flushLogs();
  process.exit(1);
}

if (!env.databaseUrl) {
  await fail(
    'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the worker runs inside `npm start`.',
  );
}

const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';
const http = await startWorkerHttp(env.workerPort, hostname).catch((error: unknown) =>
  fail(`The worker could not listen on ${hostname}:${env.workerPort}`, error),
);
logger().info(
  { component: 'lifecycle', port: http.port, hostname },
  `Worker: /health, /ready and /metrics on port ${http.port}`,
);

// The operations gauges (stored by the ops-metrics job) and the pool's use on this worker's
// metrics too, as on a web instance's /api/metrics (docs/operations.md, "Logs and metrics").
setMetricSources(databaseMetricSources());

const runtime = startProcessJobs(true).then((started) => {
  if (!started) throw new Error('The job queue could not start');
  return started;
});
stopWorkerOnSignals(runtime, {
  graceMs: env.shutdownGraceMs,
  close: async () => {
    await http.close();
    await closeDb();
  },
});
runtime.catch((error: unknown) => fail('The worker failed', error));
