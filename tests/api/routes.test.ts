import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

// Every /api/v3 route file, found on disk so that a new route is checked without editing this.
const API_DIR = join(process.cwd(), 'src/pages/api/v3');
const CATCH_ALL = '[...path].ts';
const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;
const routes = new Map<string, Route>();
for (const file of files) {
  const routeModule = (await import(join(API_DIR, file))) as { default: Route };
  routes.set(file, routeModule.default);
}

describe('every /api/v3 route', () => {
  useTestDatabase();
  // One server; the route to call travels in a header.
  const call = useRoute((req, res) => {
    const route = routes.get(String(req.headers['x-route-file']));
    if (!route) throw new Error(`no route ${String(req.headers['x-route-file'])}`);
    return route(req, res);
  });

  it('has route files to check', () => {
    expect(files.length).toBeGreaterThan(2);
    expect(files).toContain('health.ts');
  });

  it.each(files.filter((file) => file !== CATCH_ALL))(
    '%s answers an unmapped method with 405, Allow and the JSON error',
    async (file) => {
      const response = await call({
        method: 'OPTIONS',
        url: '/',
        params: { id: '1', code: 'X', sku: 'X' },
        headers: { 'x-route-file': file },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toMatch(/^(GET|POST|PUT|PATCH|DELETE)(, [A-Z]+)*$/);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.json).toEqual({
        detail: 'Method "OPTIONS" not allowed.',
        code: 'method_not_allowed',
      });
    },
  );

  it('answers unknown paths with the JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const response = await call({ method, url: '/', headers: { 'x-route-file': CATCH_ALL } });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });
});
