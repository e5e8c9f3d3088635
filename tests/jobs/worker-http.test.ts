import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import type { JobRuntime } from '@/server/jobs/job-runtime';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { recordJob } from '@/server/observability/metrics';
import { startWorkerHttp, type WorkerHttp } from '@/server/startup/worker-http';
import { useTestDatabase } from '../helpers/test-db';

const METRICS_TOKEN = '0f3c9a7e1b5d2f8a6c4e0b9d7f1a3c5e';

/** What `npm run worker` answers on WORKER_PORT (issue 54, item 1). */
describe('the worker’s own port', () => {
  useTestDatabase();
  let http: WorkerHttp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${http.port}${path}`, { headers });
  beforeAll(async () => {
    http = await startWorkerHttp(0, '127.0.0.1');
  });
  afterAll(() => http.close());
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    resetServerEnvForTests();
    setProcessJobs(undefined);
  });

  it('answers liveness from the process alone', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready only once its queue has started', async () => {
    const starting = await get('/ready');
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', serving: 'ok', queue: 'starting' },
      failed: ['queue'],
    });
    // Readiness asks only whether this process has a runtime, not what it holds.
    setProcessJobs({} as JobRuntime);
    const ready = await get('/ready/');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', failed: [] });
  });

  it('serves the jobs it ran as Prometheus text, to METRICS_TOKEN only', async () => {
    expect((await get('/metrics')).status).toBe(404);
    process.env.METRICS_TOKEN = METRICS_TOKEN;
    resetServerEnvForTests();
    recordJob('renewal-charges', 'completed', 0.2);
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token' })).status).toBe(401);
    const scrape = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toMatch(/^shop_jobs_total\{queue="renewal-charges",outcome="completed"\} [1-9]/m);
    expect(text).toMatch(
      /^shop_job_duration_seconds_count\{queue="renewal-charges",outcome="completed"\} /m,
    );
  });

  it('answers 404 elsewhere and 405 to other methods', async () => {
    expect((await get('/api/v3/products/')).status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${http.port}/health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
