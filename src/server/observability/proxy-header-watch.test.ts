import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs, type CapturedLogs } from './logger';
import { createProxyHeaderWatch } from './proxy-header-watch';

const requestOf = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers, socket: { remoteAddress: '203.0.113.9' } }) as unknown as IncomingMessage;

let logs: CapturedLogs | undefined;
afterEach(() => logs?.restore());

const warnings = () =>
  logs!.lines().filter((line) => line.level === 'warn' && String(line.msg).includes('TRUST_PROXY'));

/**
 * Issue 32 item 24: with TRUST_PROXY=true the app believes X-Forwarded-For, which is only safe
 * when every request comes through the proxy. A request without the header means a client
 * reached the app around the proxy (or the proxy does not set it): say so, once.
 */
describe('the TRUST_PROXY check on incoming requests', () => {
  it('warns once when a request arrives without X-Forwarded-For, naming the rule', () => {
    logs = captureLogs();
    const watch = createProxyHeaderWatch(true);
    watch(requestOf('/api/v3/customers/1/', { 'x-forwarded-for': '198.51.100.4' }));
    expect(warnings()).toEqual([]);
    watch(requestOf('/auth/login/'));
    watch(requestOf('/account/'));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      route: '/auth/login',
      remote_address: '203.0.113.9',
      msg: expect.stringContaining('without X-Forwarded-For'),
    });
  });

  it('stays quiet without TRUST_PROXY, and for the balancer’s own health probes', () => {
    logs = captureLogs();
    createProxyHeaderWatch(false)(requestOf('/auth/login/'));
    const watch = createProxyHeaderWatch(true);
    watch(requestOf('/api/v3/health/'));
    watch(requestOf('/api/v3/ready/'));
    watch(requestOf('/api/metrics'));
    expect(warnings()).toEqual([]);
  });
});
