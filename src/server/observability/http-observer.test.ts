import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inRequestContext, observeHttp } from './http-observer';
import { captureLogs, logger, type CapturedLogs } from './logger';
import { metrics } from './metrics';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let trustProxy = false;
let clock = 0;
let logs: CapturedLogs;
const seenByApp: string[] = [];

// The web server as the custom server runs it: observe first, then the app answers.
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  observeHttp(req, res, { trustProxy, now: () => clock });
  seenByApp.push(String(req.headers['x-request-id']));
  clock += 12.5;
  if (req.url?.startsWith('/api/v3/service/')) {
    // A service deep in the answer, logging after awaits of its own.
    void inRequestContext(req, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      logger().warn({ component: 'checkout' }, 'service line');
      res.end('ok');
    });
    return;
  }
  if (req.url?.startsWith('/api/v3/hang/')) return; // answered never: the client gives up
  res.statusCode = req.url?.includes('broken') ? 500 : 200;
  res.end('ok');
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function startCapture() {
  logs = captureLogs();
  seenByApp.length = 0;
}
afterEach(() => {
  logs?.restore();
  trustProxy = false;
});

/** The log line of request `id`, once it is written (lines are written when the answer ends). */
async function lineOf(id: string) {
  return vi.waitFor(() => {
    const line = logs.lines().find((entry) => entry.req_id === id);
    if (!line) throw new Error(`no log line for ${id} yet`);
    return line;
  });
}

const requestsCounted = async (labels: Partial<Record<'route' | 'method' | 'status', string>>) =>
  (await metrics().httpRequests.get()).values.find((value) =>
    (Object.keys(labels) as Array<keyof typeof labels>).every(
      (name) => value.labels[name] === labels[name],
    ),
  )?.value ?? 0;

describe('observeHttp', () => {
  it('names the request in the lines its services log, not only in the request line', async () => {
    startCapture();
    const response = await fetch(`${base}/api/v3/service/`);
    const id = response.headers.get('x-request-id')!;
    await lineOf(id);
    const lines = logs.lines().filter((line) => line.req_id === id);
    expect(lines.map((line) => line.msg).sort()).toEqual(['request', 'service line']);
    expect(lines.find((line) => line.msg === 'service line')).toMatchObject({
      component: 'checkout',
      level: 'warn',
    });
  });

  it('gives each request a new id, seen by the app and returned, and logs one line', async () => {
    startCapture();
    const before = await requestsCounted({ route: '/api/v3/customers/[id]/cart', status: '200' });
    const response = await fetch(`${base}/api/v3/customers/42/cart/?x=1`, {
      headers: { 'X-Request-Id': 'from-the-client' },
    });
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(seenByApp).toEqual([id]);
    expect(await lineOf(id)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/v3/customers/[id]/cart',
      status: 200,
      duration_ms: 12.5,
    });
    expect(logs.text()).not.toContain('/customers/42');
    expect(await requestsCounted({ route: '/api/v3/customers/[id]/cart', status: '200' })).toBe(
      before + 1,
    );
  });

  it('keeps a trusted proxy’s id when it is sane, and replaces one that is not', async () => {
    startCapture();
    trustProxy = true;
    const kept = await fetch(`${base}/`, { headers: { 'X-Request-Id': 'nginx-1f2e3d' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-1f2e3d');
    for (const forged of ['a'.repeat(129), 'two words', '{"level":"fatal"}']) {
      const replaced = await fetch(`${base}/`, { headers: { 'X-Request-Id': forged } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    expect(seenByApp[0]).toBe('nginx-1f2e3d');
    expect((await lineOf('nginx-1f2e3d')).route).toBe('/');
  });

  it('logs a trusted nginx id (32 hex characters) as it came, never as a redacted secret', async () => {
    startCapture();
    trustProxy = true;
    const nginxId = '3f9c2a7e1b8d4f60a5c3e2d1b0a98765';
    const answer = await fetch(`${base}/broken-page/`, { headers: { 'X-Request-Id': nginxId } });
    expect(answer.headers.get('x-request-id')).toBe(nginxId);
    expect(await lineOf(nginxId)).toMatchObject({ status: 500, level: 'error' });
    expect(logs.text()).not.toContain('[redacted]');
  });

  it('logs a server error at error level and a health probe at debug', async () => {
    startCapture();
    const broken = await fetch(`${base}/broken-page/`);
    const probe = await fetch(`${base}/api/v3/health/`);
    expect(await lineOf(broken.headers.get('x-request-id')!)).toMatchObject({
      level: 'error',
      status: 500,
      route: 'unmatched',
    });
    expect(await lineOf(probe.headers.get('x-request-id')!)).toMatchObject({
      level: 'debug',
      route: '/api/v3/health',
    });
  });

  it('logs a request the client gave up on as 499, once', async () => {
    startCapture();
    const req = request(`${base}/api/v3/hang/`);
    req.on('error', () => undefined);
    req.end();
    await vi.waitFor(() => expect(seenByApp).toHaveLength(1));
    req.destroy();
    const line = await lineOf(seenByApp[0]!);
    expect(line).toMatchObject({ status: 499, aborted: true, route: '/api/v3/[...path]' });
    expect(logs.lines().filter((entry) => entry.req_id === seenByApp[0])).toHaveLength(1);
  });
});
