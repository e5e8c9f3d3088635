import { describe, expect, it } from 'vitest';
import { formatCredit } from '.';

describe('formatCredit', () => {
  it.each([
    [0, '$0.00'],
    [2000, '$20.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [-500, '-$5.00'],
  ])('%i cents of credit → %s (FREE is for prices only)', (cents, text) => {
    expect(formatCredit(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCredit(0.5)).toThrow('Cannot format "0.5" as a cost, as it becomes NaN');
  });
});
