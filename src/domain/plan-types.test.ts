import { describe, expect, it } from 'vitest';
import { defaultProductType, portionSizeOf } from './plan-types';
import { recipePriceMessage } from './recipe-price-message';

describe('defaultProductType', () => {
  it.each([
    [{ product_type: 'FR', portion_size: '0.5' }, 'half_fresh'],
    [{ product_type: 'FR', portion_size: 0.5 }, 'half_fresh'],
    [{ product_type: 'FR', portion_size: '1.0' }, 'FR'],
    [{ product_type: 'MX', portion_size: '1.0' }, 'MX'],
    [{ product_type: 'DY', portion_size: '1.0' }, 'FR'],
    [{ product_type: 'MX', portion_size: '0.5' }, 'MX'],
  ])('%o → %s', (subscription, type) => {
    expect(defaultProductType(subscription)).toBe(type);
  });

  it("raises 'Invalid object' for an empty object", () => {
    expect(() => defaultProductType({})).toThrow('Invalid object');
    expect(() => defaultProductType(null)).toThrow('Invalid object');
  });

  it('half-fresh is portion 0.5, everything else 1.0', () => {
    expect(portionSizeOf('half_fresh')).toBe('0.5');
    expect(portionSizeOf('FR')).toBe('1.0');
    expect(portionSizeOf('MX')).toBe('1.0');
  });
});

describe('recipePriceMessage', () => {
  it.each([
    [0, 2884, 3000, 'week', 'Please select recipes above.'],
    [
      2,
      2884,
      3010,
      'week',
      'Because you adjusted your recipes, your price increased from $28.84/week to $30.10/week.',
    ],
    [
      1,
      3010,
      2884,
      'week',
      'Because you adjusted your recipes, your price decreased from $30.10/week to $28.84/week.',
    ],
    [
      1,
      412,
      430,
      'day',
      'Because you adjusted your recipes, your price increased from $4.12/day to $4.30/day.',
    ],
    [
      1,
      206,
      215,
      'meal',
      'Because you adjusted your recipes, your price increased from $2.06/meal to $2.15/meal.',
    ],
    [1, 2884, 2884, 'week', null],
  ] as const)('%i recipes, %i → %i per %s', (count, before, after, period, message) => {
    expect(recipePriceMessage(count, before, after, period)).toBe(message);
  });

  it('only knows week, meal and day', () => {
    expect(() => recipePriceMessage(1, 1, 2, 'month')).toThrow(
      'Price period must be week, meal or day',
    );
  });
});
