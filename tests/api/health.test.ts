import { describe, expect, it, vi } from 'vitest';
import route from '@/pages/api/v3/health';
import unknownPath from '@/pages/api/v3/[...path]';
import { openPostgres, setDbForTests } from '@/server/db/client';
import * as monitoring from '@/server/monitoring/report-error';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('GET /api/v3/health/', () => {
  const database = useTestDatabase();
  const call = useRoute(route);
  const callUnknown = useRoute(unknownPath);

  it('reports the process as alive', async () => {
    const response = await call({ url: '/api/v3/health/' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });

  it('answers 405 to POST, naming the methods it serves', async () => {
    const response = await call({ method: 'POST', url: '/api/v3/health/' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.json).toEqual({
      detail: 'Method "POST" not allowed.',
      code: 'method_not_allowed',
    });
  });

  // A database blip is readiness' business: liveness failing would restart every instance at once.
  it('stays 200 when PostgreSQL cannot be reached', async () => {
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    // Nothing listens on port 9 of the loopback interface.
    const unreachable = openPostgres('postgresql://nobody@127.0.0.1:9/none');
    setDbForTests(unreachable);
    try {
      const response = await call({ url: '/api/v3/health/' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ status: 'ok' });
      expect(report).not.toHaveBeenCalled();
    } finally {
      await unreachable.close();
      setDbForTests(database.handle());
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await callUnknown({ url: '/api/v3/nothing-here/' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
