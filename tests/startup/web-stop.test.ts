import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnFixture } from '../helpers/child-process';

const CHILD = join(process.cwd(), 'tests', 'fixtures', 'web-stop-child.ts');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Resolves with the error code of a new TCP connection (ECONNREFUSED once nothing listens). */
function connectionError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function startChild(env: Record<string, string> = {}) {
  const child = spawnFixture(CHILD, env);
  const port = Number((await child.line('LISTENING ')).split(' ')[1]);
  return { child, port };
}

describe('a web server stopped with SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes idle ones, exits 0', async () => {
    const { child, port } = await startChild();
    // A kept-alive connection that is idle when the stop comes: closed by the server.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Promise<Socket>((resolve) => keepAlive.once('free', resolve));
    expect((await get(port, '/quick', keepAlive)).body).toBe('quick');
    const idleClosed = new Promise<void>(
      (resolve) => void idle.then((socket) => socket.once('close', () => resolve())),
    );

    const slow = get(port, '/slow');
    await child.line('IN FLIGHT');
    child.process.kill('SIGTERM');
    await child.line('SIGTERM seen');

    expect(await connectionError(port)).toBe('ECONNREFUSED');
    await idleClosed;
    child.send('GO');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('finished');
    expect(answer.headers.connection).toBe('close');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    keepAlive.destroy();
  }, 60_000);

  it('answers a request sent on a connection opened just before the stop', async () => {
    const { child, port } = await startChild();
    // A load balancer connects, then writes its request: the stop comes in between.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    child.process.kill('SIGTERM');
    await child.line('SIGTERM seen');
    socket.write('GET /quick HTTP/1.1\r\nHost: shop\r\n\r\n');
    await ended;
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(raw).toMatch(/connection: close/i);
    expect(raw.endsWith('quick')).toBe(true);
    expect(await child.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('cuts off a request still running when the grace period ends, then exits 0', async () => {
    const { child, port } = await startChild({ CHILD_GRACE_MS: '300' });
    const slow = get(port, '/slow');
    await child.line('IN FLIGHT');
    child.process.kill('SIGTERM');
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await child.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
