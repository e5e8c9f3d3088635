import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_JSON_BODY_BYTES } from '@/config/constants';
import { RECOMMENDATION_PARAMS } from '@/server/services/recommendations/recommendation-query';

/** The malformed input the API fuzz test sends (tests/api/malformed-input-fuzz.test.ts). */

/** Words that only a database error or a query would put in an answer. */
export const DATABASE_TEXT =
  /failed query|insert into|delete from|select .+ from|update "|syntax error|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|relation "|pglite|postgres|drizzle|econnrefused|sqlstate/i;

/** Field names the API's schemas use, read from the source so new fields are fuzzed too. */
function schemaFieldNames(): string[] {
  const roots = ['src/contracts', 'src/server/services', 'src/features', 'src/pages/api'];
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
export const FIELDS = schemaFieldNames();

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
export const JSON_BODIES: Array<[string, unknown]> = [
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
export const RAW_BODIES: Array<[string, string, string?]> = [
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
export const QUERIES = [
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

export const PARAM_VALUES = [
  'a\u0000b',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  'abc',
  '🐶',
];

export const NEXTAUTH_PATHS = [
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
export const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The file's dynamic segments: `[id]` → id, `[...path]` → path (a list). */
export function paramNames(file: string): Array<{ name: string; list: boolean }> {
  return [...file.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((match) => ({
    name: match[2]!,
    list: Boolean(match[1]),
  }));
}
