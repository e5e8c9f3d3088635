import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import * as dbClient from '@/server/db/client';
import * as monitoring from '@/server/monitoring/report-error';
import { useRoute, type RouteResponse } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const DATABASE_TEXT =
  /failed query|insert into|select |customers|out of range|invalid byte|econnrefused|postgres|pglite/i;
const UNAVAILABLE = {
  detail: 'The service is temporarily unavailable. Please try again shortly.',
  code: 'service_unavailable',
};

/** Everything a client can read in an answer: status line aside, the headers and the body. */
const visible = (response: RouteResponse) =>
  `${JSON.stringify([...response.headers])} ${response.text}`;

/** A PostgreSQL client aimed at a port nobody listens on: every query fails to connect. */
async function unreachableDatabase(): Promise<dbClient.DatabaseHandle> {
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
  return dbClient.openPostgres(`postgresql://nobody@127.0.0.1:${port}/shop`);
}

describe('NextAuth when the database fails (issue items 9 and 11)', () => {
  useTestDatabase();
  const call = useRoute(route, { parseBody: true });
  let down: dbClient.DatabaseHandle;

  beforeAll(async () => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    down = await unreachableDatabase();
  });
  afterAll(async () => down.close());
  afterEach(() => vi.restoreAllMocks());

  const outage = () => {
    vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(dbClient, 'getDb').mockReturnValue(down.db);
  };

  /** A browser: a cookie jar, and NextAuth's form posts with a CSRF token. */
  function browser() {
    const jar = new Map<string, string>();
    const request = async (method: string, parts: string[], form?: Record<string, string>) => {
      const response = await call({
        method,
        url: `/api/auth/${parts.join('/')}/`,
        params: { nextauth: parts },
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [name, ...value] = cookie.split(';')[0]!.split('=');
        jar.set(name!, value.join('='));
      }
      return response;
    };
    return {
      jar,
      async post(parts: string[], fields: Record<string, string>) {
        const { json } = await request('GET', ['csrf']);
        return request('POST', parts, {
          ...fields,
          csrfToken: String(json.csrfToken),
          callbackUrl: '/',
          json: 'true',
        });
      },
      session: () => request('GET', ['session']),
    };
  }

  it('9. a session read during an outage answers 503 and keeps the session cookie', async () => {
    const client = browser();
    await client.post(['callback', 'register'], { email: 'lead@example.test', first_name: 'Ada' });
    expect((await client.session()).json.user).toMatchObject({ first_name: 'Ada' });

    outage();
    const during = await client.session();
    expect(during.status).toBe(503);
    expect(during.json).toEqual(UNAVAILABLE);
    expect(during.headers.getSetCookie()).toEqual([]);
    expect(visible(during)).not.toMatch(DATABASE_TEXT);

    vi.restoreAllMocks();
    expect((await client.session()).json.user).toMatchObject({ first_name: 'Ada' });
  });

  it('9. signing out during an outage answers 503 and does not clear the cookie', async () => {
    const client = browser();
    await client.post(['callback', 'register'], { email: 'leaving@example.test' });
    outage();
    const response = await client.post(['signout'], {});
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
    vi.restoreAllMocks();
    expect((await client.session()).json.user).toBeDefined();
  });

  it('11. registering during an outage answers 503 with no SQL anywhere', async () => {
    const client = browser();
    await client.session();
    outage();
    const response = await client.post(['callback', 'register'], { email: 'new@example.test' });
    expect(response.status).toBe(503);
    expect(response.json).toEqual(UNAVAILABLE);
    expect(visible(response)).not.toMatch(DATABASE_TEXT);
  });

  it('11. signing in during an outage answers 503 with no SQL anywhere', async () => {
    const client = browser();
    await client.session();
    outage();
    const response = await client.post(['callback', 'login'], {
      email: 'someone@example.test',
      password: 'walks in the rain',
    });
    expect(response.status).toBe(503);
    expect(visible(response)).not.toMatch(DATABASE_TEXT);
  });

  it.each([
    [{ email: 'nul@example.test', first_name: 'a\u0000b' }, 'first_name'],
    [{ email: 'group@example.test', customer_group_id: '2147483648' }, 'customer_group_id'],
  ])('11. register with %j answers 400 on the field, with no SQL', async (fields, field) => {
    const response = await browser().post(['callback', 'register'], fields);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json)).toEqual([field]);
    expect(visible(response)).not.toMatch(DATABASE_TEXT);
  });
});
