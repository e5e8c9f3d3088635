import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withParams } from './executor';

const asQuery = (text: string, values: unknown[]) => {
  const { sql, params } = new PgDialect().sqlToQuery(withParams(text, values));
  return { sql, params };
};

describe('withParams: pg-boss’s parameterised text as a Drizzle query', () => {
  it.each([
    ['select 1', [], 'select 1', []],
    ['select $1::jsonb as data', [{ outboxId: 7 }], 'select $1::jsonb as data', [{ outboxId: 7 }]],
    // A placeholder used twice is bound twice; two digits are one placeholder, not $1 and a 0.
    [
      'select right($2, 1), cast($2 as text), $1, $10',
      ['a', 'b', 3, 4, 5, 6, 7, 8, 9, 'ten'],
      'select right($1, 1), cast($2 as text), $3, $4',
      ['b', 'b', 'a', 'ten'],
    ],
    ['insert into t values ($1, $2)', [null, 'x'], 'insert into t values ($1, $2)', [null, 'x']],
  ])('%s', (text, values, sql, params) => {
    expect(asQuery(text, values)).toEqual({ sql, params });
  });
});
