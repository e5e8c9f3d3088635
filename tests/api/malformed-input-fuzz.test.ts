import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '@/config/constants';
import { RECOMMENDATION_PARAMS } from '@/server/services/recommendations/recommendation-query';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute, type RouteCall, type RouteResponse } from '../helpers/call-route';
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

/** Words that only a database error or a query would put in an answer. */
const DATABASE_TEXT =
  /failed query|insert into|delete from|select .+ from|update "|syntax error|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|relation "|pglite|postgres|drizzle|econnrefused|sqlstate/i;

/** Field names the API's schemas use, read from the source so new fields are fuzzed too. */
function schemaFieldNames(): string[] {
  const roots = ['src/server/services', 'src/features', 'src/pages/api'];
  const names = new Set(['email', 'password', 'first_name', 'customer_group_id', 'callbackUrl']);
  for (const root of roots) {
    for (const file of readdirSync(join(process.cwd(), root), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
      const source = readFileSync(join(process.cwd(), root, file), 'utf8');
      if (!source.includes("from 'yup'")) continue;
      for (const match of source.matchAll(/^\s*'?([a-z][a-z0-9_-]*)'?\s*:/gm)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}
const FIELDS = schemaFieldNames();

/** A plausible value for a field, so that one wrong field is not the only thing refused. */
function plausible(name: string): unknown {
  if (/email/.test(name)) return 'fuzz@example.test';
  if (/password/.test(name)) return 'walks in the rain 2';
  if (/_ids$/.test(name)) return [1];
  if (/(^|_)id$/.test(name)) return 1;
  if (/^is_|^recurrence$/.test(name)) return true;
  const known: Record<string, unknown> = {
    state: 'OR',
    zip_code: '97201',
    phone: '5035550142',
    weight: 30,
    birth_year: 2020,
    birth_month: 5,
    quantity: 1,
    frequency: 1,
    activity_level: 'normal',
    allergies: [],
    line_items: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, pet_id: null }],
    addons: [],
    transaction_ids: ['pi_1'],
    delivery_date: '2030-01-01',
  };
  return name in known ? known[name] : 'Fuzz';
}

const every = (value: (name: string) => unknown) =>
  Object.fromEntries(FIELDS.map((name) => [name, value(name)]));
const idsAs = (id: unknown) =>
  every((name) => (/(^|_)id$/.test(name) ? id : /_ids$/.test(name) ? [id] : plausible(name)));

/** Bodies sent as JSON to every method that takes one. */
const JSON_BODIES: Array<[string, unknown]> = [
  ['arrays for every field', every(() => [])],
  ['objects for every field', every(() => ({}))],
  ['one-item arrays for every field', every(() => ['5'])],
  ['NUL in every field', every(() => 'a\u0000b')],
  ['numbers for every field', every(() => 2147483648)],
  ['booleans for every field', every(() => true)],
  ['null for every field', every(() => null)],
  ['long strings for every field', every(() => 'x'.repeat(2000))],
  ['objects inside arrays', every(() => [every(() => ({}))])],
  ['ids of 2^31', idsAs(2147483648)],
  ['ids of 2^31 as strings', idsAs('2147483648')],
  ['ids below -2^31', idsAs(-2147483649)],
  ['negative ids', idsAs(-1)],
  ['fractional ids', idsAs(1.5)],
  ['plausible values', every(plausible)],
  ['constructor key', { constructor: {} }],
  ['toString key', { toString: 1 }],
  [
    'prototype keys beside plausible values',
    { ...every(plausible), valueOf: 'x', hasOwnProperty: 1 },
  ],
  ['nested constructor', { line_items: [{ constructor: {} }], subscriptions: { constructor: {} } }],
  ['pet-keyed subscriptions past 2^31', { subscriptions: { '2147483648': { sku: 'X' } } }],
];

/** Bodies sent as they are (application/json unless said otherwise). */
const RAW_BODIES: Array<[string, string, string?]> = [
  ['__proto__ key', '{"__proto__":{"first_name":"x"},"email":"a@b.co"}'],
  [
    'nested __proto__',
    '{"subscriptions":{"__proto__":{"sku":"x"}},"line_items":[{"__proto__":1}]}',
  ],
  ['NUL in a key', '{"a\\u0000b":1}'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a number', '1'],
  ['null', 'null'],
  ['broken JSON', '{"a":'],
  ['an oversized body', JSON.stringify({ first_name: 'x'.repeat(MAX_JSON_BODY_BYTES) })],
  ['a form body', 'email=a%00b%40c.co&first_name=%00', 'application/x-www-form-urlencoded'],
  ['text', 'hello', 'text/plain'],
];

const QUERY_NAMES = [
  ...new Set([
    ...RECOMMENDATION_PARAMS,
    'ids',
    'coupon_code',
    'include',
    'campaign_id',
    'resync_taxes',
    'callbackUrl',
    'error',
    'csrf',
  ]),
];
const query = (value: string) =>
  QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
const QUERIES = [
  query('\u0000'),
  query('2147483648'),
  query('-1'),
  query('1.5'),
  query(' '),
  query('🐶'),
  QUERY_NAMES.map((name) => `${name}=1&${name}=2`).join('&'),
  'constructor=1&__proto__=1&toString=x',
  '%00=1',
];

const PARAM_VALUES = ['a\u0000b', '2147483648', '99999999999999999999', '-1', '1.5', 'abc', '🐶'];

const NEXTAUTH_PATHS = [
  ['csrf'],
  ['session'],
  ['providers'],
  ['signin'],
  ['signin', 'login'],
  ['signout'],
  ['callback', 'login'],
  ['callback', 'register'],
  ['error'],
  ['_log'],
  ['nope'],
];
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The file's dynamic segments: `[id]` → id, `[...path]` → path (a list). */
function paramNames(file: string): Array<{ name: string; list: boolean }> {
  return [...file.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((match) => ({
    name: match[2]!,
    list: Boolean(match[1]),
  }));
}

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

  /** Bodies a visitor gets where the route needs a customer: those checked before sign-in. */
  const VISITOR_BODIES = new Set([
    'NUL in every field',
    'constructor key',
    'objects for every field',
  ]);
  const VISITOR_RAW = new Set([
    '__proto__ key',
    'NUL in a key',
    'broken JSON',
    'an oversized body',
  ]);

  it('answers no 5xx and shows no SQL, whatever it is sent', async () => {
    let requests = 0;
    const sendCounted = async (...args: Parameters<typeof send>) => {
      requests += 1;
      return send(...args);
    };
    for (const caller of callers) {
      for (const file of files) {
        for (const target of targets(file, caller)) {
          const methods = await allowedMethods(file, target);
          const base = { url: target.url, params: target.params, redirect: 'manual' as const };
          for (const method of ALL_METHODS.filter((name) => !methods.includes(name))) {
            const response = await sendCounted(file, caller, { ...base, method }, 'wrong method');
            const expected =
              file === 'v3/[...path].ts' || target.url.includes('/nope/') ? 404 : 405;
            if (response && response.status !== expected)
              failures.push(`${caller.label} ${method} ${file}: wrong method → ${response.status}`);
          }
          for (const method of methods) {
            // A visitor on a route that needs a customer is refused at sign-in (401): only what
            // is checked before that is worth sending.
            const probe = await sendCounted(file, caller, { ...base, method }, 'bare');
            const refused = !caller.token && probe?.status === 401;
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
              if (refused && !VISITOR_BODIES.has(label)) continue;
              await sendCounted(file, caller, { ...base, method, body }, label);
            }
            for (const [label, body, type] of RAW_BODIES) {
              if (refused && !VISITOR_RAW.has(label)) continue;
              const headers = { 'content-type': type ?? 'application/json' };
              await sendCounted(file, caller, { ...base, method, body, headers }, label);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 120_000);
});
