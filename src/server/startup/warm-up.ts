import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What a fresh web instance asks itself for before it listens: the pages and API routes most
 * customers meet first. Next loads a page's code on its first request, seconds on a busy machine;
 * done here, no customer waits for it. An error or a 404 loads the code as well as a 200.
 */
export const WARM_UP_PATHS = [
  '/',
  '/fresh-dog-food/',
  '/onboarding/',
  '/auth/login/',
  '/checkout/',
  '/account/',
  '/api/auth/session/',
  '/api/integrations/',
  // Readiness itself answers 503 (warming) until the warm-up is done: liveness loads the same code.
  '/api/v3/health/',
  '/api/v3/products/',
  '/api/v3/products/ZOOMIES01/',
  '/api/v3/product-recommendations/?weight=30&activity_level=normal&is_neutered=true',
] as const;

export interface WarmUpOptions {
  paths?: readonly string[];
  /** Opens the database pool's connections (run beside the requests). */
  warmPool?: () => Promise<unknown>;
  /** The whole warm-up gives up after this long: a slow page must not keep the instance out. */
  timeoutMs?: number;
}

export interface WarmUpReport {
  /** Each path, its status (0: no answer) and milliseconds, in the order asked. */
  paths: Array<{ path: string; status: number; ms: number }>;
  pool: 'ok' | 'failed' | 'none';
  ms: number;
}

/**
 * Asks `listener` for each path, one at a time, through a loopback port of its own (the real
 * port is not open yet, so no customer and no balancer reaches the instance while it is cold),
 * and opens the pool meanwhile. Never throws: what failed is in the report.
 */
export async function warmUp(
  listener: RequestListener,
  { paths = WARM_UP_PATHS, warmPool, timeoutMs = 60_000 }: WarmUpOptions = {},
): Promise<WarmUpReport> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeoutMs);
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pool = warmPool
    ? warmPool().then(
        () => 'ok' as const,
        () => 'failed' as const,
      )
    : Promise.resolve('none' as const);
  const report: WarmUpReport['paths'] = [];
  try {
    for (const path of paths) {
      const at = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${base}${path}`, { signal: deadline, redirect: 'manual' });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // No answer (the deadline passed): the path is reported with status 0.
      }
      report.push({ path, status, ms: Math.round(performance.now() - at) });
    }
    return { paths: report, pool: await pool, ms: Math.round(performance.now() - started) };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
