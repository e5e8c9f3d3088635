import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGracefulServer, type GracefulServer } from './graceful-server';

let running: GracefulServer | undefined;
afterEach(async () => {
  await running?.drain();
  running = undefined;
});

async function start(): Promise<number> {
  running = createGracefulServer((_req, res) => res.end('ok'), { graceMs: 1000 });
  await running.listen(0, '127.0.0.1');
  return (running.server.address() as AddressInfo).port;
}

/** One request on a kept-alive connection; the answer's `Connection` and `Keep-Alive` headers. */
function keepAliveHeaders(port: number): Promise<{ connection?: string; keepAlive?: string }> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path: '/', headers: { Connection: 'keep-alive' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            connection: res.headers.connection,
            keepAlive: res.headers['keep-alive'] as string | undefined,
          }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('the web server’s kept-alive connections', () => {
  it('stay open longer than a load balancer keeps its idle connections (60 s)', async () => {
    const port = await start();
    expect(await keepAliveHeaders(port)).toEqual({
      connection: 'keep-alive',
      keepAlive: 'timeout=65',
    });
  });
});
