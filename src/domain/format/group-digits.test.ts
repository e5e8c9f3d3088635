import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCents, formatKcal, groupDigits } from '.';

const intl = (value: number) => value.toLocaleString('en-US');

describe('groupDigits', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([0, 7, 99, 999, 1000, 1076, 12000, 999999, 1000000, 1234567, -1, -1076, -1234567])(
    'writes %i as en-US does',
    (whole) => {
      expect(groupDigits(whole)).toBe(intl(whole));
    },
  );

  it('agrees with en-US at every digit count up to the largest safe integer', () => {
    for (let whole = 1; whole <= Number.MAX_SAFE_INTEGER; whole = whole * 10 + (whole % 7)) {
      expect(groupDigits(whole)).toBe(intl(whole));
      expect(groupDigits(-whole)).toBe(intl(-whole));
    }
    expect(groupDigits(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('leaves fractions and numbers beyond the safe range to Intl, as before', () => {
    for (const odd of [1234.5678, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(groupDigits(odd)).toBe(intl(odd));
  });

  it('writes no minus sign for negative zero', () => {
    expect(groupDigits(-0)).toBe('0');
    expect(formatKcal(-0.4)).toBe('0 kcal');
  });

  it('formats whole numbers, calories and prices without Intl (no locale data to load)', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect([groupDigits(1076), formatKcal(1076.4), formatCents(123450)]).toEqual([
      '1,076',
      '1,076 kcal',
      '$1,234.50',
    ]);
    expect(toLocale).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
