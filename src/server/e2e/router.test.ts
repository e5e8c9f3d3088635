import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import { e2eRoutesOn, serveE2eRoute } from './router';

/** The journeys' server as scripts/e2e-web.ts wires it: the router first, then "Next". */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    void serveE2eRoute(req, res).then((served) => {
      if (!served) res.writeHead(299, { 'x-handled-by': 'next' }).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));
afterEach(() => {
  delete process.env.E2E_TEST_ROUTES;
  delete process.env.APP_ENV;
  resetServerEnvForTests();
});

function withEnv(env: Record<string, string>) {
  Object.assign(process.env, env);
  resetServerEnvForTests();
}

describe('the journeys’ test routes', () => {
  it('are answered in process before Next under APP_ENV=test with the flag', async () => {
    withEnv({ APP_ENV: 'test', E2E_TEST_ROUTES: '1' });
    // The clock route's own method map answers (no database is opened before the method check).
    const wrongMethod = await fetch(`${base}/api/e2e/clock/`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    const unknown = await fetch(`${base}/api/e2e/not-a-route/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    const shop = await fetch(`${base}/api/v3/health/`);
    expect(shop.headers.get('x-handled-by')).toBe('next');
    // A look-alike path is the shop's, not a test route.
    expect((await fetch(`${base}/api/e2e-staff/`)).headers.get('x-handled-by')).toBe('next');
  });

  it('are left to Next (where no such page exists) without the flag', async () => {
    withEnv({ APP_ENV: 'test' });
    const response = await fetch(`${base}/api/e2e/staff/`, { method: 'POST' });
    expect(response.headers.get('x-handled-by')).toBe('next');
  });

  it.each([
    [{ appEnv: 'test', e2eTestRoutes: true }, true],
    [{ appEnv: 'test', e2eTestRoutes: false }, false],
    [{ appEnv: 'local', e2eTestRoutes: true }, false],
    [{ appEnv: 'staging', e2eTestRoutes: true }, false],
    [{ appEnv: 'production', e2eTestRoutes: true }, false],
  ] as const)('are on for %o: %s', (env, on) => {
    expect(e2eRoutesOn(env)).toBe(on);
  });
});
