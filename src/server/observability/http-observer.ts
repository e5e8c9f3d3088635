import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger';
import { recordRequest } from './metrics';
import { createProxyHeaderWatch } from './proxy-header-watch';
import { runWithRequestId } from './request-context';
import { routeOf } from './route-table';
import { REQUEST_ID } from './scrub';

export const REQUEST_ID_HEADER = 'x-request-id';

// Scraped and probed every few seconds: at debug, so they do not drown the requests that matter.
const QUIET_ROUTES = /^\/api\/(metrics|v3\/health)/;

export interface ObserveOptions {
  /** TRUST_PROXY: a proxy in front sets X-Request-Id, and clients cannot reach us around it. */
  trustProxy: boolean;
  /** Milliseconds on a monotonic clock; injectable for tests. */
  now?: () => number;
}

// One per process (per TRUST_PROXY value): it warns about the first request around the proxy.
let sharedWatch: { trustProxy: boolean; watch: (req: IncomingMessage) => void } | undefined;
function proxyHeaderWatch(trustProxy: boolean) {
  if (sharedWatch?.trustProxy !== trustProxy)
    sharedWatch = { trustProxy, watch: createProxyHeaderWatch(trustProxy) };
  return sharedWatch.watch;
}

/** The proxy's request id when it is trusted and sane, otherwise a new one. */
export function requestIdFor(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (trustProxy && typeof given === 'string' && REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/**
 * Call first thing for every request the web server receives. Gives the request its id (in
 * `req.headers['x-request-id']` for the app, and on the answer's `X-Request-Id`), and when the
 * answer is finished (or the client goes away first) writes one log line
 * `{req_id, method, route, status, duration_ms}` and counts it in the request metrics.
 */
export function observeHttp(
  req: IncomingMessage,
  res: ServerResponse,
  options: ObserveOptions,
): string {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const id = requestIdFor(req, options.trustProxy);
  proxyHeaderWatch(options.trustProxy)(req);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);

  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const method = (req.method ?? 'GET').toUpperCase();
    const route = routeOf(req.url ?? '/');
    // Closed before the answer was complete: the client went away (nginx's 499).
    const aborted = !res.writableFinished;
    const status = aborted ? 499 : res.statusCode;
    const durationMs = Math.round((now() - started) * 1000) / 1000;
    try {
      recordRequest(route, method, status, durationMs / 1000);
      const level = status >= 500 ? 'error' : QUIET_ROUTES.test(route) ? 'debug' : 'info';
      logger()[level](
        {
          req_id: id,
          method,
          route,
          status,
          duration_ms: durationMs,
          ...(aborted ? { aborted: true } : {}),
        },
        'request',
      );
    } catch {
      // Observing must never break an answer that was already given.
    }
  };
  res.once('finish', finish);
  res.once('close', finish);
  return id;
}

/**
 * Runs the app's answer to `req` in its request context (after observeHttp gave it its id), so
 * every line a service logs while answering carries the request's `req_id`.
 */
export function inRequestContext<T>(req: IncomingMessage, work: () => T): T {
  const id = req.headers[REQUEST_ID_HEADER];
  return typeof id === 'string' ? runWithRequestId(id, work) : work();
}
