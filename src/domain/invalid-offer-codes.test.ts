import { describe, expect, it } from 'vitest';
import {
  invalidCodeSet,
  MAX_REMEMBERED_INVALID_CODES,
  rememberInvalidCode,
} from './invalid-offer-codes';

describe('rememberInvalidCode', () => {
  it.each([
    { record: [], code: 'bogus', expected: ['BOGUS'] },
    { record: ['BOGUS'], code: ' bogus ', expected: ['BOGUS'] },
    { record: ['BOGUS', 'OLD'], code: 'bogus', expected: ['OLD', 'BOGUS'] },
    { record: ['A'], code: '   ', expected: ['A'] },
  ])('adds $code to $record', ({ record, code, expected }) => {
    expect(rememberInvalidCode(record, code)).toEqual(expected);
  });

  it('keeps only the newest codes', () => {
    const full = Array.from({ length: MAX_REMEMBERED_INVALID_CODES }, (_, i) => `C${i}`);
    const next = rememberInvalidCode(full, 'new');
    expect(next).toHaveLength(MAX_REMEMBERED_INVALID_CODES);
    expect(next[0]).toBe('C1');
    expect(next.at(-1)).toBe('NEW');
  });
});

describe('invalidCodeSet', () => {
  it('joins the browser’s and the cart’s records, upper-cased', () => {
    expect([...invalidCodeSet(['bogus'], null, ['BOGUS', 'expired'])]).toEqual([
      'BOGUS',
      'EXPIRED',
    ]);
  });
});
