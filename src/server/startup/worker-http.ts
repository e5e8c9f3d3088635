// What a worker process (`npm run worker`) answers on WORKER_PORT, for the orchestrator and
// Prometheus: it serves no shop requests, so a bare node:http server rather than Next.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { problemFrom, sendJson, sendText } from '@/server/api/responder';
import { getDb } from '@/server/db/client';
import { DomainError } from '@/server/errors';
import { processJobs } from '@/server/jobs/process-jobs';
import { databaseMetricSources } from '@/server/observability/database-metrics';
import { renderMetrics, setMetricSources } from '@/server/observability/metrics';
import { requireMetricsToken } from '@/server/observability/metrics-route';
import { checkReadiness } from '@/server/services/health/check-readiness';

type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Liveness: the process answers; it reads nothing, so a database blip restarts no worker. */
const health: Route = (_req, res) => sendJson(res, 200, { status: 'ok' });

/**
 * Readiness: the web's checks (database, migrations, not stopping) and this worker's queue
 * started, i.e. it is taking jobs.
 */
const ready: Route = async (_req, res) => {
  const readiness = await checkReadiness(getDb());
  const queue = processJobs() ? 'ok' : 'starting';
  const failed = queue === 'ok' ? readiness.failed : [...readiness.failed, 'queue'];
  sendJson(res, failed.length ? 503 : 200, {
    status: failed.length ? 'not_ready' : 'ready',
    checks: { ...readiness.checks, queue },
    failed,
  });
};

/**
 * The process's metrics registry (observability/metrics.ts: the job counters and histograms this
 * worker counted, and whatever else registers there), behind METRICS_TOKEN as /api/metrics is.
 */
const metricsText: Route = async (req, res) => {
  await requireMetricsToken(getDb(), req);
  setMetricSources(databaseMetricSources());
  const { contentType, text } = await renderMetrics();
  sendText(res, 200, text, contentType);
};

const ROUTES: Record<string, Route> = {
  '/health': health,
  '/ready': ready,
  '/metrics': metricsText,
};

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://worker').pathname.replace(/(.)\/$/, '$1');
  const route = ROUTES[path];
  if (!route) throw new DomainError('not_found');
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new DomainError('method_not_allowed', `Method "${req.method}" not allowed.`, {
      allowedMethods: ['GET'],
    });
  await route(req, res);
}

export interface WorkerHttp {
  server: Server;
  /** The port it listens on (WORKER_PORT, or the one picked for 0). */
  port: number;
  close(): Promise<void>;
}

/** Serves /health, /ready and /metrics on `port` and `hostname`. */
export async function startWorkerHttp(port: number, hostname: string): Promise<WorkerHttp> {
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      const problem = problemFrom(error, { where: 'worker http', url: req.url?.split('?')[0] });
      sendJson(res, problem.status, problem.body, problem.headers);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
