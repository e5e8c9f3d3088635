import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute, type RouteCall, type RouteResponse } from '../helpers/call-route';
import {
  ALL_METHODS,
  DATABASE_TEXT,
  FIELDS,
  JSON_BODIES,
  NEXTAUTH_PATHS,
  PARAM_VALUES,
  paramNames,
  QUERIES,
  RAW_BODIES,
} from '../helpers/malformed-input';
import { useTestDatabase } from '../helpers/test-db';

/**
 * Every route file under src/pages/api, found on disk, gets malformed input on every method it
 * answers, as a visitor and as a signed-in customer calling their own id: wrong types, arrays
 * and objects for strings, inherited-property keys, NUL bytes in body, path and query, ids past
 * PostgreSQL's int range, negative and fractional ids, oversized and non-JSON bodies, and the
 * methods it does not answer. No answer may be a 5xx or show SQL or a database message.
 */

const API_DIR = join(process.cwd(), 'src/pages/api');
const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split(sep).join('/'))
  .sort();

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;
interface RouteModule {
  default: Route;
  config?: { api?: { bodyParser?: boolean } };
}
const modules = new Map<string, RouteModule>();
for (const file of files) modules.set(file, (await import(join(API_DIR, file))) as RouteModule);

interface Caller {
  label: string;
  customerId?: number;
  token?: string;
  cookie?: string;
}

describe('malformed input on every API route', () => {
  const database = useTestDatabase({ seed: true });
  const dispatch = (req: NextApiRequest, res: NextApiResponse) => {
    const route = modules.get(String(req.headers['x-route-file']))?.default;
    if (!route) throw new Error(`no route ${String(req.headers['x-route-file'])}`);
    return route(req, res);
  };
  // Next parses bodies unless a route turns that off (NextAuth's route keeps it on).
  const callRaw = useRoute(dispatch);
  const callParsed = useRoute(dispatch, { parseBody: true });
  const callers: Caller[] = [{ label: 'visitor' }];

  beforeAll(async () => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    const { customer, token } = await customerReadyToPay(database.db());
    callers.push({
      label: 'customer',
      customerId: customer.id,
      token,
      cookie: await sessionCookie(customer.email),
    });
  });

  /** NextAuth's session cookie for a customer, the way a browser gets it (the login callback). */
  async function sessionCookie(email: string): Promise<string> {
    // customerReadyToPay gives the customer this password.
    const file = 'auth/[...nextauth].ts';
    const csrf = await callParsed({
      url: '/api/auth/csrf/',
      params: { nextauth: ['csrf'] },
      headers: { 'x-route-file': file },
    });
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const login = await callParsed({
      method: 'POST',
      url: '/api/auth/callback/login/',
      params: { nextauth: ['callback', 'login'] },
      headers: {
        'x-route-file': file,
        cookie: csrfCookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        email,
        password: 'walks in the rain',
        csrfToken: String(csrf.json.csrfToken),
        callbackUrl: '/',
        json: 'true',
      }).toString(),
    });
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.includes('session-token'));
    if (!session) throw new Error(`no session cookie: ${login.status} ${login.text}`);
    return `${csrfCookie}; ${session}`;
  }

  const failures: string[] = [];
  async function send(file: string, caller: Caller, request: RouteCall, label: string) {
    const parsed = modules.get(file)!.config?.api?.bodyParser !== false;
    let response: RouteResponse;
    try {
      response = await (parsed ? callParsed : callRaw)({
        ...request,
        token: caller.token,
        headers: {
          ...request.headers,
          ...(caller.cookie ? { cookie: caller.cookie } : {}),
          'x-route-file': file,
        },
      });
    } catch (error) {
      failures.push(
        `${caller.label} ${request.method} ${file} ${label}: ${String(error)} ${String((error as Error).cause)}`,
      );
      return undefined;
    }
    const seen = `${response.text} ${JSON.stringify([...response.headers])}`;
    if (response.status >= 500 || DATABASE_TEXT.test(seen))
      failures.push(
        `${caller.label} ${request.method} ${file} ${label}: ${response.status} ${response.text.slice(0, 200)}`,
      );
    return response;
  }

  /** Each place a request can be aimed at: a file, its path parameters and its URL. */
  function targets(file: string, caller: Caller) {
    if (file === 'auth/[...nextauth].ts')
      return NEXTAUTH_PATHS.map((parts) => ({
        params: { nextauth: parts } as Record<string, string | string[]>,
        url: `/api/auth/${parts.join('/')}/`,
      }));
    const params: Record<string, string | string[]> = {};
    for (const { name, list } of paramNames(file))
      params[name] = list ? ['x', 'y'] : name === 'id' ? String(caller.customerId ?? 1) : '1';
    return [{ params, url: `/api/${file.replace(/\.ts$/, '/')}` }];
  }

  async function allowedMethods(
    file: string,
    target: { params: Record<string, string | string[]>; url: string },
  ) {
    const response = await callRaw({
      method: 'OPTIONS',
      url: target.url,
      params: target.params,
      headers: { 'x-route-file': file },
    });
    const allow = response.headers.get('allow');
    return allow ? allow.split(',').map((method) => method.trim()) : ALL_METHODS;
  }

  it('finds the route files, NextAuth’s included', () => {
    expect(files).toContain('auth/[...nextauth].ts');
    expect(files).toContain('v3/customers/[id]/index.ts');
    expect(files.length).toBeGreaterThan(30);
    expect(FIELDS).toEqual(expect.arrayContaining(['first_name', 'phone', 'cart_id', 'pet_ids']));
  });

  /**
   * Bodies sent where the caller is refused at sign-in (a visitor where the route needs a
   * customer, a customer on the console's routes): those checked before sign-in.
   */
  const REFUSED_BODIES = new Set([
    'NUL in every field',
    'constructor key',
    'objects for every field',
  ]);
  const REFUSED_RAW = new Set([
    '__proto__ key',
    'NUL in a key',
    'broken JSON',
    'an oversized body',
  ]);

  /** Sends everything malformed to the given route files as one caller; counts the requests. */
  async function fuzz(caller: Caller, routeFiles: string[]): Promise<number> {
    let requests = 0;
    const sendCounted = async (...args: Parameters<typeof send>) => {
      requests += 1;
      return send(...args);
    };
    for (const file of routeFiles) {
      for (const target of targets(file, caller)) {
        const methods = await allowedMethods(file, target);
        const base = { url: target.url, params: target.params, redirect: 'manual' as const };
        for (const method of ALL_METHODS.filter((name) => !methods.includes(name))) {
          const response = await sendCounted(file, caller, { ...base, method }, 'wrong method');
          const expected = file === 'v3/[...path].ts' || target.url.includes('/nope/') ? 404 : 405;
          if (response && response.status !== expected)
            failures.push(`${caller.label} ${method} ${file}: wrong method → ${response.status}`);
        }
        for (const method of methods) {
          // A caller refused at sign-in (401: a visitor where the route needs a customer; 403: a
          // customer's token on a console route, which needs staff) is refused before any other
          // check: only what is checked before that is worth sending.
          const probe = await sendCounted(file, caller, { ...base, method }, 'bare');
          const refused =
            probe?.status === 401 || (file.startsWith('admin/') && probe?.status === 403);
          for (const search of method === methods[0] ? QUERIES : QUERIES.slice(0, 1)) {
            const url = `${target.url}?${search}`;
            await sendCounted(
              file,
              caller,
              { ...base, method, url },
              `query ${search.slice(0, 40)}`,
            );
          }
          for (const { name, list } of paramNames(file)) {
            for (const value of refused ? PARAM_VALUES.slice(0, 1) : PARAM_VALUES) {
              const params = { ...target.params, [name]: list ? [value] : value };
              const label = `param ${name}=${JSON.stringify(value)}`;
              await sendCounted(file, caller, { ...base, method, params }, label);
            }
          }
          if (method === 'GET') continue;
          for (const [label, body] of JSON_BODIES) {
            if (refused && !REFUSED_BODIES.has(label)) continue;
            await sendCounted(file, caller, { ...base, method, body }, label);
          }
          for (const [label, body, type] of RAW_BODIES) {
            if (refused && !REFUSED_RAW.has(label)) continue;
            const headers = { 'content-type': type ?? 'application/json' };
            await sendCounted(file, caller, { ...base, method, body, headers }, label);
          }
        }
      }
    }
    return requests;
  }

  // Split four ways (each caller, each half of the route files, in order) so that no single test
  // runs thousands of requests against one time limit on a slow database.
  const half = Math.ceil(files.length / 2);
  const parts = [
    { name: 'the first half of the routes', files: files.slice(0, half) },
    { name: 'the second half of the routes', files: files.slice(half) },
  ];
  for (const callerLabel of ['visitor', 'customer']) {
    for (const part of parts) {
      it(`answers no 5xx and shows no SQL to a ${callerLabel}, on ${part.name}`, async () => {
        const caller = callers.find((candidate) => candidate.label === callerLabel)!;
        const requests = await fuzz(caller, part.files);
        expect(failures).toEqual([]);
        expect(requests).toBeGreaterThan(300);
      }, 120_000);
    }
  }
});
