// The web process, shared by the production entry (scripts/web.ts, `npm run serve`) and the
// browser journeys' entry (scripts/e2e-web.ts): a custom Next server (next() over node:http)
// rather than `next start`, which exits at once on SIGTERM. This one stops accepting
// connections, finishes the requests in flight within SHUTDOWN_GRACE_MS and exits 0.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { reportError } from '@/server/monitoring/report-error';
import { MAINTENANCE_API_BODY, MAINTENANCE_PAGE } from '@/server/services/maintenance/closed-paths';
import { closedNow } from '@/server/services/maintenance/shop-maintenance';
import { inRequestContext, observeHttp } from '@/server/observability/http-observer';
import { productionContentSecurityPolicy } from '@/server/security/content-security-policy';
import { routeConsoleToLog } from '@/server/observability/console-to-log';
import { logger, setLogService } from '@/server/observability/logger';
import { thirdPartyEnv } from '@/env/server';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { startWebProcess } from '@/server/startup/web-process';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, getDbHandle } from '@/server/db/client';
import type { Subscription } from '@/server/db/listen';
import { warmUp } from '@/server/startup/warm-up';
import { listenForPricedPages, relayToken } from '@/server/services/prices/priced-pages-broadcast';
import { RELAY_TOKEN_HEADER } from '@/server/services/prices/priced-pages-relay-route';

/** Answers a request before Next sees it; false hands it on to Next. */
export type RequestInterceptor = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface ShopWebServerOptions {
  /**
   * Only the journeys' entry passes one (the test routes, src/server/e2e): the production entry
   * imports none, so neither its bundle nor Next's build holds them.
   */
  intercept?: RequestInterceptor;
}

/**
 * Serves the shop on PORT and `hostname`. The entry prepares the process's environment first
 * (scripts/web-env.ts): NODE_ENV must be set before Next loads.
 */
export async function serveShop(
  hostname: string,
  { intercept }: ShopWebServerOptions = {},
): Promise<void> {
  const env = checkEnvOrExit('web');
  setLogService('web');
  // Next's own lines (from its start on) as JSON log lines, like every other line of the process.
  routeConsoleToLog();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), hostname, port: env.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // From this process's environment, not the build's: one build serves every configuration. Set
  // here, before Next answers, so prerendered pages carry it as well (the proxy never sees them).
  const contentSecurityPolicy = productionContentSecurityPolicy(thirdPartyEnv());

  /**
   * The maintenance gate (closedRequest): customers' API calls get a JSON 503, pages the
   * maintenance page (503, from its own getServerSideProps), a page's data a bare 503.
   */
  async function serve(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy);
    if (intercept && (await intercept(req, res))) return;
    const closed = await closedNow(req.method, req.url ?? '/');
    if (!closed) return handle(req, res);
    // The maintenance page at its own path, slash included: Next answers '/maintenance' (no
    // slash) with a permanent 308 to '/maintenance/', which a browser keeps and so would go on
    // sending customers to the maintenance page after the shop is back.
    if (closed === 'page') {
      req.url = MAINTENANCE_PAGE;
      return handle(req, res);
    }
    const closedHeaders = { 'Retry-After': '600', 'Cache-Control': 'no-store' };
    if (closed === 'api') {
      res.writeHead(503, { ...closedHeaders, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(MAINTENANCE_API_BODY));
      return;
    }
    res.writeHead(503, closedHeaders);
    res.end();
  }

  function listener(req: IncomingMessage, res: ServerResponse) {
    inRequestContext(req, () =>
      serve(req, res).catch((error: unknown) => {
        reportError(error, { where: 'web request', url: req.url });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }),
    );
  }

  // The pool's connections opened before customers need them (up to four at once).
  const warmPool = () =>
    // eslint-disable-next-line no-restricted-syntax -- at once on purpose: each opens a connection
    Promise.all(
      Array.from({ length: Math.min(4, env.databasePoolMax) }, () =>
        getDb().execute(sql`select 1`),
      ),
    );
  let pricedPages: Subscription | undefined;
  await startWebProcess({
    listener,
    warmUp: async () => {
      const report = await warmUp(listener, { warmPool });
      const cold = report.paths.filter(({ status }) => status === 0 || status >= 500);
      logger()[cold.length || report.pool === 'failed' ? 'warn' : 'info'](
        { component: 'lifecycle', warm_up_ms: report.ms, pool: report.pool, paths: report.paths },
        'web: warmed up',
      );
    },
    port: env.port,
    hostname,
    graceMs: env.shutdownGraceMs,
    close: async () => {
      await pricedPages?.stop();
      await closeDb();
    },
    // The per-request hook (request id, logs, metrics): called before Next sees the request.
    onRequest: (req, res) => observeHttp(req, res, { trustProxy: env.trustProxy }),
  });
  logger().info({ port: env.port, hostname }, `Serving the shop on http://localhost:${env.port}/`);
  // Several instances share PostgreSQL: regenerate this one's priced pages when another takes a
  // price change (on the embedded database this process is the only one).
  if (env.databaseUrl)
    pricedPages = await listenForPricedPages(getDbHandle(), {
      onChange: () => revalidateOwnPricedPages(hostname, env.port),
    });
  if (env.trustProxy)
    logger().warn(
      { trusted_proxy_count: env.trustedProxyCount },
      'TRUST_PROXY=true: client addresses come from X-Forwarded-For. This port must be reachable only through the proxy (README, "Behind a load balancer").',
    );
}

/** Asks this very process (its relay route) to regenerate its priced pages through Next. */
async function revalidateOwnPricedPages(hostname: string, port: number): Promise<void> {
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  const response = await fetch(
    `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/internal/priced-pages/`,
    {
      method: 'POST',
      headers: { [RELAY_TOKEN_HEADER]: relayToken() },
    },
  );
  if (!response.ok) throw new Error(`The priced pages relay answered ${response.status}`);
}
