import type { IncomingMessage } from 'node:http';

/** Set by the auth route for NextAuth's authorize(); any value a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/**
 * The caller's address for throttling: the socket's, or the first X-Forwarded-For hop when
 * TRUST_PROXY is on (behind a load balancer that sets it).
 */
export function clientAddressOf(req: IncomingMessage): string {
  if (['1', 'true', 'on'].includes((process.env.TRUST_PROXY ?? '').toLowerCase())) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
