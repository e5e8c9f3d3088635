import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/env/server';

/** Set by the auth route for NextAuth's authorize(); any value a client sends is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

export interface ProxySettings {
  trustProxy: boolean;
  /** Proxies in front of the app, each appending the address it was called from. */
  trustedProxyCount: number;
}

/**
 * The caller's address for throttling. Without TRUST_PROXY, the socket's. Behind trusted proxies,
 * the hop the outermost one appended to X-Forwarded-For: each proxy appends the address it was
 * called from, so with N proxies that is the N-th hop from the right. Hops further left were
 * written by the client and are never trusted (a different made-up first hop on every attempt
 * must not buy a fresh per-address limit). A header with fewer hops than proxies gives its
 * left-most hop, as Express does.
 */
export function clientAddressFrom(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  settings: ProxySettings,
): string {
  if (settings.trustProxy && forwardedFor !== undefined) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[Math.max(0, hops.length - settings.trustedProxyCount)];
    if (hop) return hop;
  }
  return socketAddress ?? 'unknown';
}

export function clientAddressOf(req: IncomingMessage): string {
  const { trustProxy, trustedProxyCount } = serverEnv();
  return clientAddressFrom(req.headers['x-forwarded-for'], req.socket?.remoteAddress, {
    trustProxy,
    trustedProxyCount,
  });
}
