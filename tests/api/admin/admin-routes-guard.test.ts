import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * Every route under src/pages/api/admin, found on disk (so routes added later are covered
 * without touching this file), answers a customer's token with 403 and no token with 401, on
 * every method it has. The console's own NextAuth and set-up link (auth/) take no bearer token.
 */
const ROOT = join(process.cwd(), 'src/pages/api/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const routes = routeFiles(ROOT)
  .map((file) => relative(ROOT, file))
  .filter((file) => !file.startsWith('auth/'))
  .sort()
  .map((file) => {
    const path = file.replace(/\.tsx?$/, '');
    const params: Record<string, string> = {};
    const url = path
      .split('/')
      .filter((part) => part !== 'index')
      .map((part) => {
        const name = /^\[(\w+)\]$/.exec(part)?.[1];
        if (!name) return part;
        params[name] = '1';
        return '1';
      })
      .join('/');
    return { file, path, url: `/api/admin/${url}${url ? '/' : ''}`, params };
  });

describe('every /api/admin route', () => {
  const database = useTestDatabase();
  const calls = routes.map((route) => ({
    ...route,
    call: useRoute(async (req: NextApiRequest, res: NextApiResponse) => {
      const routeModule = (await import(/* @vite-ignore */ join(ROOT, route.file))) as {
        default: (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
      };
      await routeModule.default(req, res);
    }),
  }));

  it('finds the console routes on disk', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['audit', 'jobs/index', 'staff/index', 'staff/[staffId]/index']),
    );
  });

  it('turns off Next body parsing literally in every route file but NextAuth’s', () => {
    for (const file of routeFiles(ROOT).filter((path) => !path.includes('[...nextauth]')))
      expect(readFileSync(file, 'utf8'), file).toContain(
        'export const config = { api: { bodyParser: false } };',
      );
  });

  // One test per route: each imports its route module first, and the console keeps growing.
  let tokens: Promise<{ customer: string; fulfilment: string }> | undefined;
  const tokensOnce = () =>
    (tokens ??= (async () => ({
      customer: (await createSignedInCustomer(database.db())).token,
      fulfilment: (await createStaff(database.db(), { role: 'fulfilment' })).token,
    }))());

  for (const route of calls)
    it(`${route.url} refuses a customer token (403) and no token (401) on every method`, async () => {
      const { customer: customerToken, fulfilment } = await tokensOnce();
      const answered: number[] = [];
      for (const method of METHODS) {
        const request = {
          method,
          url: route.url,
          params: route.params,
          body: method === 'GET' ? undefined : {},
        };
        const asCustomer = await route.call({ ...request, token: customerToken });
        if (asCustomer.status === 405) continue;
        answered.push(asCustomer.status);
        expect(asCustomer.status, `${method} ${route.url} with a customer token`).toBe(403);
        expect(asCustomer.text).not.toContain('"results"');
        const anonymous = await route.call(request);
        expect(anonymous.status, `${method} ${route.url} without a token`).toBe(401);
        const forged = await route.call({ ...request, token: `st_${'x'.repeat(43)}` });
        expect(forged.status, `${method} ${route.url} with a forged token`).toBe(401);
        // A staff token on a staff route is never a customer's 401/403 mix-up: it gets past
        // authentication (fulfilment may still lack the permission).
        const asStaff = await route.call({ ...request, token: fulfilment });
        expect(asStaff.status, `${method} ${route.url} as staff`).not.toBe(401);
      }
      expect(answered.length, `${route.url} answers some method`).toBeGreaterThan(0);
    });
});
