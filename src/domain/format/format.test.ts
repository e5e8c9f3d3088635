import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  formatCents,
  formatCost,
  formatKcal,
  formatPercent,
  formatPhone,
  isValidUsPhone,
  parseCost,
  parseCostCents,
  parsePercent,
  phoneDigits,
} from '.';

describe('formatCents', () => {
  it.each([
    [1299, '$12.99'],
    [1200, '$12.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [0, 'FREE'],
    [-500, '-$5.00'],
    [-123456, '-$1,234.56'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(12.5)).toThrow('Cannot format "12.5" as a cost, as it becomes NaN');
  });
});

describe('formatCost', () => {
  it.each([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    ['0', 'FREE'],
    [0.125, '$0.13'],
    [-0.125, '-$0.13'],
    [-3, '-$3.00'],
  ])('%s → %s', (value, text) => {
    expect(formatCost(value)).toBe(text);
  });

  it.each(['abc', '', 'twelve', '$12'])('throws the spec message for "%s"', (value) => {
    expect(() => formatCost(value)).toThrow(
      `Cannot format "${value}" as a cost, as it becomes NaN`,
    );
  });
});

describe('parseCost', () => {
  it.each([
    ['$12.99', 12.99],
    ['12.99', 12.99],
    ['FREE', 0],
    ['free', 0],
    ['-$5.00', -5],
    ['$1,234.50', 1234.5],
  ])('%s → %d', (text, value) => {
    expect(parseCost(text)).toBeCloseTo(value, 10);
  });

  it('gives cents without floating-point drift', () => {
    expect(parseCostCents('$19.99')).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
  });

  it('refuses text that is not a cost', () => {
    expect(() => parseCost('soon')).toThrow('Cannot format "soon" as a cost, as it becomes NaN');
  });
});

describe('percent', () => {
  it.each([
    ['25', '25%'],
    [25.4, '25%'],
    ['25.5%', '26%'],
    [0, '0%'],
  ])('%s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('parses to whole integers', () => {
    expect(parsePercent('30%')).toBe(30);
    expect(parsePercent('12.7')).toBe(13);
  });

  it('throws the spec message for non-numbers', () => {
    expect(() => formatPercent('lots')).toThrow(
      'Cannot format "lots" as a percent, as it becomes NaN',
    );
  });
});

describe('phone', () => {
  it.each([
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555123456789', '555-123-4567'],
    ['+1 555 123 4567', '555-123-4567'],
    ['', ''],
  ])('%s → %s', (input, display) => {
    expect(formatPhone(input)).toBe(display);
  });

  it('keeps digits only, at most ten', () => {
    expect(phoneDigits('call 555.123.4567 now 99')).toBe('5551234567');
  });

  it.each(['+44 20 7946 0958', '+33 6 12 34 56 78', '0044 20 7946 0958', ' +91 98765 43210'])(
    'keeps the international number %j as typed, and refuses it as a US number',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed);
      expect(isValidUsPhone(typed)).toBe(false);
    },
  );

  it.each([
    ['503-555-0142', true],
    ['+1 (503) 555-0142', true],
    ['555-555-5555', false],
    ['555-555-0142', false],
    ['911-234-5678', false],
    ['503-411-5678', false],
    ['103-234-5678', false],
    ['503-034-5678', false],
  ])('%s is a dialable US number: %s', (typed, valid) => {
    expect(isValidUsPhone(typed)).toBe(valid);
  });
});

describe('kcal', () => {
  it.each([
    [1076, '1,076 kcal'],
    [538, '538 kcal'],
    [537.5, '538 kcal'],
    [12000, '12,000 kcal'],
  ])('%s → %s', (kcal, shown) => {
    expect(formatKcal(kcal)).toBe(shown);
  });
});
