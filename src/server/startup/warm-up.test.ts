import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isWarming } from './draining';
import type { GracefulServer } from './graceful-server';
import { warmUp } from './warm-up';
import { startWebProcess } from './web-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('warmUp', () => {
  it('asks the app for each path in turn and opens the pool, reporting what failed', async () => {
    const asked: string[] = [];
    let poolOpened = false;
    const report = await warmUp(
      (req, res) => {
        asked.push(req.url!);
        res.statusCode = req.url === '/broken/' ? 500 : 200;
        res.end('page');
      },
      {
        paths: ['/', '/broken/', '/api/v3/products/'],
        warmPool: async () => {
          poolOpened = true;
        },
      },
    );
    expect(asked).toEqual(['/', '/broken/', '/api/v3/products/']);
    expect(poolOpened).toBe(true);
    expect(report).toMatchObject({
      pool: 'ok',
      paths: [
        { path: '/', status: 200 },
        { path: '/broken/', status: 500 },
        { path: '/api/v3/products/', status: 200 },
      ],
    });
  });

  it('gives up on a page that never answers once its time is up, and on a failed pool', async () => {
    const report = await warmUp(() => undefined, {
      paths: ['/hangs/'],
      warmPool: () => Promise.reject(new Error('database down')),
      timeoutMs: 200,
    });
    expect(report).toMatchObject({ pool: 'failed', paths: [{ path: '/hangs/', status: 0 }] });
  });
});

describe('a web process starting', () => {
  let web: GracefulServer | undefined;
  afterEach(async () => {
    await web?.drain();
    web = undefined;
  });

  it('opens its port only once warm, not ready meanwhile', async () => {
    const port = await freePort();
    const seenWhileWarming: Array<{ warming: boolean; connected: boolean }> = [];
    web = await startWebProcess({
      listener: (_req, res) => res.end('ok'),
      port,
      hostname: '127.0.0.1',
      graceMs: 1000,
      stop: { signals: new EventEmitter(), exit: () => undefined },
      warmUp: async () => {
        const connected = await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        );
        seenWhileWarming.push({ warming: isWarming(), connected });
      },
    });
    expect(seenWhileWarming).toEqual([{ warming: true, connected: false }]);
    expect(isWarming()).toBe(false);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  });
});
