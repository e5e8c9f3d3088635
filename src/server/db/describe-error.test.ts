import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it.each([
    [new Error('plain'), 'plain'],
    [
      new Error('Failed query: select 1\nparams: ', {
        cause: new Error('connect ECONNREFUSED 127.0.0.1:9'),
      }),
      'connect ECONNREFUSED 127.0.0.1:9',
    ],
    [
      new Error('Seeding step', { cause: new Error('duplicate key value') }),
      'Seeding step: duplicate key value',
    ],
    [
      new AggregateError([new Error('connect ECONNREFUSED ::1:5432')], ''),
      'connect ECONNREFUSED ::1:5432',
    ],
    ['a string', 'a string'],
  ])('%s → %s', (error, expected) => {
    expect(describeError(error)).toBe(expected);
  });
});
