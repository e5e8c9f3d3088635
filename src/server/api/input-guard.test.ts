import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/server/errors';
import { assertSafeBody, assertSafeParams, pathParamNames } from './input-guard';

function refusal(run: () => void): Record<string, string[]> | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return JSON.parse(JSON.stringify((error as ValidationError).fields)) as Record<
      string,
      string[]
    >;
  }
}

const LONE = 'Contains an invalid character (half of a surrogate pair).';

describe('assertSafeBody', () => {
  it.each([
    [{ first_name: 'Ada', tags: ['a', 'b'], nested: { ok: 1 } }, undefined],
    [undefined, undefined],
    [{ first_name: 'a\u0000b' }, { first_name: ['Null characters are not allowed.'] }],
    [
      { line_items: [{ sku: '\u0000' }] },
      { 'line_items[0].sku': ['Null characters are not allowed.'] },
    ],
    [{ constructor: {} }, { constructor: ['This field name is not allowed.'] }],
    [{ a: { toString: 1 } }, { 'a.toString': ['This field name is not allowed.'] }],
    [
      JSON.parse('{"__proto__":{"x":1}}'),
      JSON.parse('{"__proto__":["This field name is not allowed."]}'),
    ],
    [JSON.parse('{"a\\u0000":1}'), { non_field_errors: ['Null characters are not allowed.'] }],
    ['\u0000', { non_field_errors: ['Null characters are not allowed.'] }],
    [{ reason: 'a\ud800b' }, { reason: [LONE] }],
    [{ notes: ['ok', 'x\udc00'] }, { 'notes[1]': [LONE] }],
    [{ reason: 'a pup \ud83d\udc36' }, undefined],
  ])('%j → %j', (body, expected) => {
    expect(refusal(() => assertSafeBody(body))).toEqual(expected);
  });
});

describe('assertSafeParams', () => {
  const TOO_BIG = ['Ensure this value is less than or equal to 2147483647.'];
  it.each([
    [{ id: '2147483647' }, ['id'], undefined],
    [{ id: '2147483648' }, ['id'], { id: TOO_BIG }],
    [{ paymentId: '99999999999999999999' }, ['paymentId'], { paymentId: TOO_BIG }],
    // A long number in the query string is fine (a campaign id may be one).
    [{ campaign_id: '99999999999' }, [], undefined],
    [{ sku: '\u0000' }, ['sku'], { sku: ['Null characters are not allowed.'] }],
    [{ ids: ['1', 'a\u0000'] }, [], { ids: ['Null characters are not allowed.'] }],
    [{ constructor: '1' }, [], { constructor: ['This field name is not allowed.'] }],
  ])('%j (path: %j) → %j', (query, path, expected) => {
    expect(refusal(() => assertSafeParams(query, new Set(path)))).toEqual(expected);
  });
});

describe('pathParamNames', () => {
  it.each([
    [{ id: '4', include: 'is_sms' }, '/api/v3/customers/4/?include=is_sms', ['id']],
    [{ ids: '1' }, '/api/v3/products/?ids=1', []],
    // The path's value wins over the query string's, so it still counts as the path's.
    [{ id: '4' }, '/api/v3/customers/4/?id=5', ['id']],
    [{ path: ['a', 'b'] }, '/api/v3/a/b/', ['path']],
  ])('%j at %s → %j', (query, url, expected) => {
    expect([...pathParamNames(query, url)]).toEqual(expected);
  });
});
