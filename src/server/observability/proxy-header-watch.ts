import type { IncomingMessage } from 'node:http';
import { logger } from './logger';
import { routeOf } from './route-table';

// Probed by the load balancer itself, which sends no X-Forwarded-For: not a sign of a bypass.
const PROBES = /^\/api\/(metrics|v3\/health|v3\/ready)/;

/**
 * With TRUST_PROXY=true the client's address comes from X-Forwarded-For, which is only true when
 * every request passes the proxy (which sets the header). A request without the header reached
 * the app some other way, and a client that can do that can also write the header itself and
 * pick a new address on every login attempt. The first such request is logged as a warning with
 * the rule (README, "Behind a load balancer"); once per process, so the log is not flooded.
 */
export function createProxyHeaderWatch(trustProxy: boolean): (req: IncomingMessage) => void {
  let warned = !trustProxy;
  return (req) => {
    if (warned || req.headers['x-forwarded-for'] !== undefined) return;
    const route = routeOf(req.url ?? '/');
    if (PROBES.test(route)) return;
    warned = true;
    logger().warn(
      { route, remote_address: req.socket?.remoteAddress ?? null },
      'TRUST_PROXY is on but a request arrived without X-Forwarded-For: the app must be reachable only through the proxy (README, "Behind a load balancer"), or per-address limits can be dodged',
    );
  };
}
