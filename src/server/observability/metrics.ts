import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OpsMarks } from './ops-gauges';
import { registerOpsGauges } from './ops-metric-families';
import { processWide } from '@/server/process-wide';

/**
 * What a scrape reads from the database (see database-metrics.ts): the operations gauges a worker
 * stored (ops-gauges.ts); `up: false` when it could not be read.
 */
export interface DatabaseSnapshot {
  up: boolean;
  marks: OpsMarks;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Where the scrape-time gauges read from; installed by the process that serves /api/metrics. */
export interface MetricSources {
  database?: () => Promise<DatabaseSnapshot>;
  /** The PostgreSQL pool's use right now; undefined on the embedded database. */
  pool?: () => PoolUse | undefined;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

function createMetrics() {
  const registry = new Registry();
  const sources: MetricSources = {};
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const database = async () => (sources.database ? sources.database() : undefined);

  const metrics = {
    registry,
    sources,
    httpRequests: new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    jobs: new Counter({
      name: 'shop_jobs_total',
      help: 'Jobs this process ran, by queue and outcome (completed, failed).',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'shop_job_duration_seconds',
      help: 'How long the jobs this process ran took, by queue and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
    checkouts: new Counter({
      name: 'shop_checkout_outcomes_total',
      help: 'Checkouts this process answered: placed, or the error code it answered with.',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };

  registerOpsGauges(registers, database);
  new Gauge({
    name: 'shop_database_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.pool?.();
      this.reset();
      if (!use) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });
  new Gauge({
    name: 'shop_database_pool_max',
    help: 'The PostgreSQL pool’s size limit (DATABASE_POOL_MAX).',
    registers,
    collect() {
      const use = sources.pool?.();
      this.reset();
      if (use) this.set(use.max);
    },
  });
  return metrics;
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

/*
 * One registry per process: the custom server's bundle and Next's route bundles may each load
 * this module (and prom-client), and a scrape through one must see what the other counted.
 */
export function metrics(): ShopMetrics {
  return processWide('observability.metrics', createMetrics);
}

/**
 * Installs where the scrape-time gauges read from. The first sources installed stay (one cache
 * for every scrape) unless `replace` says otherwise (tests, to read their own database afresh).
 */
export function setMetricSources(sources: MetricSources, { replace = false } = {}): void {
  const current = metrics().sources;
  if (replace || !current.database) current.database = sources.database;
  if (replace || !current.pool) current.pool = sources.pool;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One answered request; an unusual method is counted as OTHER so labels stay few. */
export function recordRequest(
  route: string,
  method: string,
  status: number,
  seconds: number,
): void {
  const labels = {
    route,
    method: METHODS.has(method) ? method : 'OTHER',
    status: String(status),
  };
  const { httpRequests, httpDuration } = metrics();
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export function recordJob(queue: string, outcome: 'completed' | 'failed', seconds: number): void {
  const { jobs, jobDuration } = metrics();
  jobs.inc({ queue, outcome });
  jobDuration.observe({ queue, outcome }, seconds);
}

/** A checkout's outcome: `placed`, or the error code the customer was answered with. */
export function recordCheckout(outcome: string): void {
  metrics().checkouts.inc({ outcome });
}

/** The Prometheus text exposition of every family, and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
