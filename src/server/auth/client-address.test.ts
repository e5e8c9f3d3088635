import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './client-address';

const SOCKET = '10.0.0.9';

describe('clientAddressFrom', () => {
  it.each([
    // [X-Forwarded-For, trust proxy, trusted proxies, address used]
    [undefined, false, 1, SOCKET],
    ['6.6.6.6', false, 1, SOCKET],
    [undefined, true, 1, SOCKET],
    ['', true, 1, SOCKET],
    ['203.0.113.7', true, 1, '203.0.113.7'],
    // The client wrote the first hop; the load balancer appended the real address.
    ['6.6.6.6, 203.0.113.7', true, 1, '203.0.113.7'],
    ['1.1.1.1, 2.2.2.2, 203.0.113.7', true, 1, '203.0.113.7'],
    // A CDN in front of the balancer: the client's address is second from the right.
    ['6.6.6.6, 203.0.113.7, 198.51.100.1', true, 2, '203.0.113.7'],
    ['203.0.113.7, 198.51.100.1', true, 2, '203.0.113.7'],
    // Fewer hops than proxies: the left-most one (as Express does).
    ['203.0.113.7', true, 2, '203.0.113.7'],
    [['6.6.6.6', '203.0.113.7'], true, 1, '203.0.113.7'],
    [' 203.0.113.7 ,', true, 1, '203.0.113.7'],
  ])('%j (trust %s, %i proxies) → %s', (forwardedFor, trustProxy, trustedProxyCount, expected) => {
    expect(
      clientAddressFrom(forwardedFor as string | string[] | undefined, SOCKET, {
        trustProxy,
        trustedProxyCount,
      }),
    ).toBe(expected);
  });

  it('falls back to "unknown" without a socket address', () => {
    expect(
      clientAddressFrom(undefined, undefined, { trustProxy: false, trustedProxyCount: 1 }),
    ).toBe('unknown');
  });
});
